import {translate} from '@docusaurus/Translate';
import type {FeatureId} from '@site/src/data/features';
import '@generated/page-speed/default/feature.js';

/** Each feature's name and one-sentence summary, in the visitor's language. */
export function featureText(id: FeatureId): {title: string; summary: string} {
  switch (id) {
    case 'webpage':
      return {
        title: translate({id: 'marketing.feature.webpage.title', message: '双语网页'}),
        summary: translate({
          id: 'marketing.feature.webpage.summary',
          message: '整页翻译，每段译文排在原文下方，版式保持不变，可在十多种翻译服务之间切换。',
        }),
      };
    case 'videoSubtitles':
      return {
        title: translate({id: 'marketing.feature.videoSubtitles.title', message: '视频双语字幕'}),
        summary: translate({
          id: 'marketing.feature.videoSubtitles.summary',
          message: '在 YouTube、Netflix、Coursera 等 100 多个视频网站上实时显示原文和译文两行字幕。',
        }),
      };
    case 'pdf':
      return {
        title: translate({id: 'marketing.feature.pdf.title', message: 'PDF 对照翻译'}),
        summary: translate({
          id: 'marketing.feature.pdf.summary',
          message: '打开本地 PDF，原文页面和译文左右并排，滚动时保持同步。',
        }),
      };
    case 'pdfPro':
      return {
        title: translate({id: 'marketing.feature.pdfPro.title', message: 'PDF Pro'}),
        summary: translate({
          id: 'marketing.feature.pdfPro.summary',
          message: '识别公式、表格和扫描件文字，还原双栏、三栏排版，导出 HTML 或 PDF，并可生成在线分享链接。',
        }),
      };
    case 'epub':
      return {
        title: translate({id: 'marketing.feature.epub.title', message: 'ePub 双语电子书'}),
        summary: translate({
          id: 'marketing.feature.epub.summary',
          message: '把一本外文电子书转换成双语版本，用你习惯的任何阅读器打开。',
        }),
      };
    case 'image':
      return {
        title: translate({id: 'marketing.feature.image.title', message: '图片翻译'}),
        summary: translate({
          id: 'marketing.feature.image.summary',
          message: '右键点击图片，或把鼠标停在图片上按快捷键，图中的文字就地换成译文。',
        }),
      };
    case 'aiContext':
      return {
        title: translate({id: 'marketing.feature.aiContext.title', message: 'AI 上下文翻译'}),
        summary: translate({
          id: 'marketing.feature.aiContext.summary',
          message: '先读懂整篇内容再逐段翻译，术语和人名前后一致（测试版，Pro 会员专享）。',
        }),
      };
    case 'hover':
      return {
        title: translate({id: 'marketing.feature.hover.title', message: '悬停翻译'}),
        summary: translate({
          id: 'marketing.feature.hover.summary',
          message: '按住 Ctrl 把鼠标移到段落上，只翻译这一段，其余页面保持原样。',
        }),
      };
    case 'input':
      return {
        title: translate({id: 'marketing.feature.input.title', message: '输入框翻译'}),
        summary: translate({
          id: 'marketing.feature.input.summary',
          message: '在输入框里快速连按三次空格，刚写的内容就会变成目标语言，默认是英语。',
        }),
      };
    case 'ao3':
      return {
        title: translate({id: 'marketing.feature.ao3.title', message: '同人小说 AI 翻译'}),
        summary: translate({
          id: 'marketing.feature.ao3.summary',
          message: '为 AO3 等同人小说站点调校的 AI 翻译，保留人物称呼和故事语气。',
        }),
      };
    case 'manga':
      return {
        title: translate({id: 'marketing.feature.manga.title', message: '漫画翻译'}),
        summary: translate({
          id: 'marketing.feature.manga.summary',
          message: '在漫画网站上直接把对话框里的文字换成译文，支持 100 多种语言。',
        }),
      };
    case 'share':
      return {
        title: translate({id: 'marketing.feature.share.title', message: '分享双语内容'}),
        summary: translate({
          id: 'marketing.feature.share.summary',
          message: '把翻译好的双语页面生成链接发给同学和同事，对方无需安装任何东西。',
        }),
      };
    case 'subtitleFiles':
      return {
        title: translate({id: 'marketing.feature.subtitleFiles.title', message: '字幕文件翻译'}),
        summary: translate({
          id: 'marketing.feature.subtitleFiles.summary',
          message: '上传 SRT、VTT 或 ASS 字幕文件，得到时间轴不变的双语字幕。',
        }),
      };
    case 'smartEngines':
      return {
        title: translate({id: 'marketing.feature.smartEngines.title', message: '智能翻译引擎'}),
        summary: translate({
          id: 'marketing.feature.smartEngines.summary',
          message: 'Interlinear AI 的大模型引擎，无需申请任何密钥，登录 Pro 账户即可使用。',
        }),
      };
  }
}
