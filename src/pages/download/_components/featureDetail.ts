import {translate} from '@docusaurus/Translate';
import type {FeatureId} from '@site/src/data/features';
import '@generated/page-speed/default/downloadPage.js';

/** The download page's paragraph on a feature: how it is used, beyond the card's one sentence. */
export function featureDetail(id: FeatureId, product: string): string {
  switch (id) {
    case 'webpage':
      return translate(
        {
          id: 'marketing.downloadPage.detail.webpage',
          message:
            '打开外文网页，点击工具栏上的 {product} 图标，再点“翻译此页面”，或者直接按 Alt+A。译文样式有 20 多种预设可选，也可以用 Alt+S 切换为只看译文。常去的网站可以设为“总是翻译”，下次打开自动出现双语。',
        },
        {product},
      );
    case 'videoSubtitles':
      return translate({
        id: 'marketing.downloadPage.detail.videoSubtitles',
        message:
          '播放视频时，播放器控制栏上会多出一个字幕按钮，点一下就能同时看到原文和译文两行字幕。自动生成的字幕经常断句混乱，AI 重新断句会把它们整理成完整的句子再翻译。',
      });
    case 'pdf':
      return translate({
        id: 'marketing.downloadPage.detail.pdf',
        message:
          '在浏览器里打开本地 PDF，或者把文件拖到网页版 PDF 工具中，左边是原文页面，右边是译文，两边同步滚动。读论文和说明书时，随时可以对照原文核实术语。',
      });
    case 'pdfPro':
      return translate({
        id: 'marketing.downloadPage.detail.pdfPro',
        message:
          '面向论文、财报和扫描版书籍：公式和表格都能识别，双栏、三栏排版按原样还原，扫描件通过 OCR 识别文字。译好的文档可以导出为 HTML 或 PDF，也可以生成在线双语快照链接发给别人。',
      });
    case 'epub':
      return translate({
        id: 'marketing.downloadPage.detail.epub',
        message:
          '把 ePub 电子书上传到电子书工具，转换完成后下载一本双语版本，每段原文下面跟着译文。生成的仍是标准 ePub 文件，可以放进手机、平板或电子阅读器里慢慢读。',
      });
    case 'image':
      return translate(
        {
          id: 'marketing.downloadPage.detail.image',
          message:
            '把鼠标停在图片上按 Alt+I，或者右键选择“用 {product} 翻译图片”，图中的文字会被识别并换成译文。截图、海报和信息图都适用；在手机上，可以把截图上传到网页版图片工具。',
        },
        {product},
      );
    case 'aiContext':
      return translate({
        id: 'marketing.downloadPage.detail.aiContext',
        message:
          '开启后，翻译前会先为整篇内容生成摘要，再带着这份上下文逐段翻译。长文章里的专有名词、人名和语气因此前后统一，不会每段各译各的。该功能目前为测试版。',
      });
    case 'hover':
      return translate({
        id: 'marketing.downloadPage.detail.hover',
        message:
          '不想翻译整页时，按住 Ctrl 把鼠标指向某一段，译文就出现在这段下面，其余内容保持原文。触发键可以在“悬停翻译”设置中改成 Alt 或 Shift。这个功能需要键盘和鼠标，只在电脑上使用。',
      });
    case 'input':
      return translate({
        id: 'marketing.downloadPage.detail.input',
        message:
          '写邮件、发评论或在论坛回帖时，先用母语写好，在输入框里快速连按三次空格，文字就会被替换成目标语言。默认译成英语，可以在“输入框翻译”设置中换成其他语言。',
      });
    case 'ao3':
      return translate({
        id: 'marketing.downloadPage.detail.ao3',
        message:
          '在 AO3 等同人小说网站上阅读长篇作品时，翻译会尽量保留角色之间的称呼、文风和对话语气。把网站设为“总是翻译”后，翻到下一章也会自动显示双语，追更不必来回复制粘贴。',
      });
    default:
      return '';
  }
}
