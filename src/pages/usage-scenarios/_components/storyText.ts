import {translate} from '@docusaurus/Translate';
import '@generated/page-speed/default/scenarios.js';

/**
 * Each scene's title and story, in the visitor's language. The reader is Mira, a graduate student
 * of urban planning; a scene added to SCENARIOS without words here falls back to its feature's text.
 */
export function storyText(id: string): {title: string; story: string} | undefined {
  switch (id) {
    case 'paper':
      return {
        title: translate({id: 'marketing.scenarios.paper.title', message: '图书馆里的德语论文'}),
        story: translate({
          id: 'marketing.scenarios.paper.story',
          message:
            '米拉在图书馆打开导师发来的一篇德语论文 PDF。原文页面在左，译文在右，她往下滚动，两边一起走。碰到关键术语，她就看一眼左边的原词记进笔记。原本要啃一整个下午的文献，一个小时就读完了。',
        }),
      };
    case 'lecture':
      return {
        title: translate({id: 'marketing.scenarios.lecture.title', message: '带双语字幕的公开课'}),
        story: translate({
          id: 'marketing.scenarios.lecture.story',
          message:
            '她在 YouTube 上看一节法国大学的城市设计公开课。播放器控制栏上多了一个字幕按钮，点一下，每句法语下面就多出一行中文。讲师语速很快，她随时暂停，对照两行字幕把概念抄下来。',
        }),
      };
    case 'forum':
      return {
        title: translate({id: 'marketing.scenarios.forum.title', message: '在日本论坛上提问'}),
        story: translate({
          id: 'marketing.scenarios.forum.story',
          message:
            '米拉想在一个日本摄影论坛上打听一支老镜头。她早已在输入框翻译设置里把目标语言从默认的英语改成日语，于是直接用中文写下问题，在输入框里快速连按三次空格，文字就变成了日语。检查一遍，点击发布。',
        }),
      };
    case 'news':
      return {
        title: translate({id: 'marketing.scenarios.news.title', message: '只翻译读不懂的那一段'}),
        story: translate({
          id: 'marketing.scenarios.news.story',
          message:
            '晚饭后，她浏览一家西班牙新闻网站，一篇关于住房政策的评论大部分都看得懂，只有一段卡住了。她按住 Ctrl，把鼠标移到那一段上，译文立刻出现在段落下方，页面其余部分保持原样。',
        }),
      };
    case 'recipe':
      return {
        title: translate({id: 'marketing.scenarios.recipe.title', message: '藏在图片里的食谱'}),
        story: translate({
          id: 'marketing.scenarios.recipe.story',
          message:
            '她想照着一个意大利美食博客做提拉米苏，可配料表是一张图片，文字没法复制。她把鼠标停在图片上按下 Alt+I，图里的意大利文就地换成了中文，每种配料要多少克一目了然。',
        }),
      };
    case 'novel':
      return {
        title: translate({id: 'marketing.scenarios.novel.title', message: '睡前的双语小说'}),
        story: translate({
          id: 'marketing.scenarios.novel.story',
          message:
            '米拉把一本西班牙语小说的 ePub 文件转换成双语版本，放进平时用的阅读器。每段原文下面都跟着译文，她先读西班牙语，卡住了再瞄一眼下面那行，不知不觉读完了三章。',
        }),
      };
    case 'comic':
      return {
        title: translate({id: 'marketing.scenarios.comic.title', message: '追更日本漫画'}),
        story: translate({
          id: 'marketing.scenarios.comic.story',
          message:
            '她最喜欢的一部日本漫画更新了。有了 Pro 会员的漫画翻译，对话框里的日文直接换成中文，画面和分镜一点没变，她一口气看完了新的一话。',
        }),
      };
    case 'share':
      return {
        title: translate({id: 'marketing.scenarios.share.title', message: '把双语页面发给朋友'}),
        story: translate({
          id: 'marketing.scenarios.share.story',
          message:
            '睡前，她想起那篇住房政策评论正适合同专业的朋友。她把整篇文章翻译成双语页面，在弹出面板里点击“分享”，得到一个 30 天内有效的链接。朋友不用安装任何东西就能打开。米拉合上电脑，今天读的外文比以往一周还多。',
        }),
      };
    default:
      return undefined;
  }
}
