/**
 * The learning paths: for each reader, the doc pages to read in order, each with one sentence.
 * Every string is a literal translate() call so the ids can be extracted.
 */
import {translate} from '@docusaurus/Translate';
import {docPath} from '@site/src/site/routes';
import '@generated/page-speed/default/learn.js';

export interface PathStep {
  /** Site path of the doc page, with an anchor where the step is one part of a page. */
  readonly to: string;
  readonly title: string;
  readonly text: string;
  readonly pro?: boolean;
}

export interface LearningPath {
  /** Section anchor and test id suffix. */
  readonly id: 'new-users' | 'language-learners' | 'researchers' | 'developers';
  readonly title: string;
  readonly lead: string;
  readonly steps: readonly PathStep[];
}

/** The four paths, translated for the current locale. Call during render. */
export function learningPaths(product: string): readonly LearningPath[] {
  const p = {product};
  return [
    {
      id: 'new-users',
      title: translate({id: 'marketing.learn.newUsers.title', message: '新用户：从安装到第一个 PDF'}),
      lead: translate({
        id: 'marketing.learn.newUsers.lead',
        message: '30 秒装好，再花几分钟掌握日常操作，最后读完第一份外文 PDF。',
      }),
      steps: [
        {
          to: docPath('installation'),
          title: translate({id: 'marketing.learn.newUsers.install.title', message: '安装'}),
          text: translate(
            {
              id: 'marketing.learn.newUsers.install.text',
              message: '在 Chrome、Edge、Firefox、Safari 或手机上安装 {product}，装不上时按表排查。',
            },
            p,
          ),
        },
        {
          to: docPath('usage'),
          title: translate({id: 'marketing.learn.newUsers.usage.title', message: '基础使用'}),
          text: translate({
            id: 'marketing.learn.newUsers.usage.text',
            message: '翻译网页、弹出面板、快捷键和翻译服务，日常浏览用到的操作都在这一页。',
          }),
        },
        {
          to: docPath('features/webpage'),
          title: translate({id: 'marketing.learn.newUsers.webpage.title', message: '网页翻译'}),
          text: translate({
            id: 'marketing.learn.newUsers.webpage.text',
            message: '双语对照怎样工作、有哪些设置，以及某个网站翻译不完整时怎么办。',
          }),
        },
        {
          to: `${docPath('features/pdf')}#get-started`,
          title: translate({id: 'marketing.learn.newUsers.pdf.title', message: '翻译第一个 PDF'}),
          text: translate({
            id: 'marketing.learn.newUsers.pdf.text',
            message: '在浏览器里打开本地 PDF，原文页和译文页左右对照、同步滚动。',
          }),
        },
        {
          to: `${docPath('pdf-helper')}#allow-file-access`,
          title: translate({id: 'marketing.learn.newUsers.fileAccess.title', message: '允许读取本地文件'}),
          text: translate({
            id: 'marketing.learn.newUsers.fileAccess.text',
            message: '在 Chrome 和 Edge 中先打开“允许访问文件网址”，本地 PDF 才能翻译。',
          }),
        },
      ],
    },
    {
      id: 'language-learners',
      title: translate({id: 'marketing.learn.learners.title', message: '语言学习者'}),
      lead: translate({id: 'marketing.learn.learners.lead', message: '把每天读的、看的、写的外语内容变成学习材料。'}),
      steps: [
        {
          to: `${docPath('usage')}#display-styles`,
          title: translate({id: 'marketing.learn.learners.styles.title', message: '译文样式'}),
          text: translate({
            id: 'marketing.learn.learners.styles.text',
            message: '弱化、下划线、背景高亮或仅显示译文，挑一种最适合逐句对照的样式。',
          }),
        },
        {
          to: docPath('features/hover'),
          title: translate({id: 'marketing.learn.learners.hover.title', message: '悬停翻译'}),
          text: translate({
            id: 'marketing.learn.learners.hover.text',
            message: '先自己读原文，遇到读不懂的段落再按住 Ctrl 指向它，只看这一段的译文。',
          }),
        },
        {
          to: docPath('input'),
          title: translate({id: 'marketing.learn.learners.input.title', message: '输入框翻译'}),
          text: translate({
            id: 'marketing.learn.learners.input.text',
            message: '用母语写好留言，快速连按三次空格，就变成目标语言，默认是英语。',
          }),
        },
        {
          to: docPath('features/epub'),
          title: translate({id: 'marketing.learn.learners.epub.title', message: '双语电子书'}),
          text: translate({
            id: 'marketing.learn.learners.epub.text',
            message: '把外文 ePub 转成逐段对照的双语版本，放进你常用的阅读器里读。',
          }),
        },
        {
          to: docPath('features/video-subtitles'),
          title: translate({id: 'marketing.learn.learners.video.title', message: '双语视频字幕'}),
          text: translate({
            id: 'marketing.learn.learners.video.text',
            message: '看剧、听课时同时显示原文和译文字幕，还能下载双语字幕复习。',
          }),
        },
      ],
    },
    {
      id: 'researchers',
      title: translate({id: 'marketing.learn.researchers.title', message: '研究人员'}),
      lead: translate({
        id: 'marketing.learn.researchers.lead',
        message: '读论文、查文献、翻译报告，让术语前后一致、排版不乱。',
      }),
      steps: [
        {
          to: `${docPath('features/pdf')}#side-by-side`,
          title: translate({id: 'marketing.learn.researchers.pdf.title', message: 'PDF 左右对照'}),
          text: translate({
            id: 'marketing.learn.researchers.pdf.text',
            message: '免费的本地 PDF 翻译：原文在左、译文在右，滚动保持同步。',
          }),
        },
        {
          to: `${docPath('features/pdf')}#pdf-pro`,
          title: translate({id: 'marketing.learn.researchers.pdfPro.title', message: 'PDF Pro'}),
          text: translate({
            id: 'marketing.learn.researchers.pdfPro.text',
            message: '识别公式、表格和扫描件，保留双栏和三栏排版，可导出 HTML 或 PDF 并生成分享链接。',
          }),
          pro: true,
        },
        {
          to: `${docPath('advanced')}#context-translation`,
          title: translate({id: 'marketing.learn.researchers.context.title', message: 'AI 上下文翻译'}),
          text: translate({
            id: 'marketing.learn.researchers.context.text',
            message: '先通读全文再逐段翻译，术语和人名前后统一（测试版）。',
          }),
          pro: true,
        },
        {
          to: docPath('prompts'),
          title: translate({id: 'marketing.learn.researchers.prompts.title', message: 'AI 提示词'}),
          text: translate({
            id: 'marketing.learn.researchers.prompts.text',
            message: '用提示词规定语气、术语和格式，页面里有多个学科领域的示例。',
          }),
        },
        {
          to: docPath('pdf-helper'),
          title: translate({id: 'marketing.learn.researchers.pdfHelper.title', message: 'PDF 使用技巧'}),
          text: translate({
            id: 'marketing.learn.researchers.pdfHelper.text',
            message: '扫描件、超大文件、乱码和复杂排版的处理办法。',
          }),
        },
      ],
    },
    {
      id: 'developers',
      title: translate({id: 'marketing.learn.developers.title', message: '网站开发者'}),
      lead: translate(
        {
          id: 'marketing.learn.developers.lead',
          message: '让 {product} 在你的网站上翻得更准，或者在页面里直接控制翻译。',
        },
        p,
      ),
      steps: [
        {
          to: docPath('browserExtensionIntegration'),
          title: translate({id: 'marketing.learn.developers.integration.title', message: '浏览器扩展集成'}),
          text: translate(
            {
              id: 'marketing.learn.developers.integration.text',
              message: '用标准 HTML 标记告诉 {product} 哪里是正文、哪里应该跳过，并检测扩展是否已安装。',
            },
            p,
          ),
        },
        {
          to: docPath('js-sdk'),
          title: translate({id: 'marketing.learn.developers.sdk.title', message: 'JS SDK'}),
          text: translate({
            id: 'marketing.learn.developers.sdk.text',
            message: '加载脚本后，就能在页面里发起整页翻译、恢复原文并监听翻译状态。',
          }),
        },
        {
          to: docPath('services/custom'),
          title: translate({id: 'marketing.learn.developers.custom.title', message: '自定义 AI 接口'}),
          text: translate({
            id: 'marketing.learn.developers.custom.text',
            message: '接入兼容 OpenAI 格式的自建模型，或者还没有内置的翻译服务。',
          }),
        },
        {
          to: `${docPath('advanced')}#developer-mode`,
          title: translate({id: 'marketing.learn.developers.debug.title', message: '调试日志'}),
          text: translate({
            id: 'marketing.learn.developers.debug.text',
            message:
              '遇到难以复现的问题时，在高级设置中打开调试日志，记录所用服务、请求耗时和错误信息，附在问题报告里。',
          }),
        },
      ],
    },
  ];
}
