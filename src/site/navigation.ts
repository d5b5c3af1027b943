/**
 * The navbar and footer as data, built from the settings. Labels are the default locale's
 * (Chinese); `write-translations` turns them into `navbar.json` and `footer.json` per locale.
 */
import type {Settings, RevealKey} from '@interlinear/shared/settings';
import {revealClass} from '../lib/reveal';

interface LinkItem {
  label: string;
  to?: string;
  href?: string;
  className?: string;
}

type NavbarItem = Record<string, unknown>;

/** Class that hides an entry until its reveal key is on; none when the settings reveal it. */
function gate(settings: Settings, key: RevealKey): {className?: string} {
  return settings.features.reveal.includes(key) ? {} : {className: revealClass(key)};
}

export function navbarItems(settings: Settings): NavbarItem[] {
  const {tools, links} = settings;
  const toolItems: LinkItem[] = [
    {label: '保留排版的 PDF 翻译', href: tools.pdfLayout},
    {label: 'PDF 翻译', href: tools.pdf},
    {label: 'PDF Pro', href: tools.pdfPro},
    {label: '图片翻译', href: tools.image},
    {label: '文本翻译', href: tools.text},
    {label: '电子书翻译', href: tools.ebook},
    {label: '字幕文件翻译', href: tools.subtitle},
  ];
  const moreItems: LinkItem[] = [
    {label: '视频双语字幕', to: '/f-video-subtitle-translate/'},
    {label: '分享双语内容', to: '/f-share-bilingual-content/'},
    {label: '漫画翻译', to: '/manga/'},
    {label: '图片翻译功能', to: '/image/'},
    {label: 'AO3 同人翻译', to: '/ao3/'},
    {label: 'PDF 翻译功能', to: '/f-pdf-translate/'},
    {label: '兑换会员', to: '/exchange/'},
    {label: '推广计划', to: '/docs/friends/'},
    {label: '加入我们', to: '/docs/joinUs/'},
    {label: '使用场景', to: '/usage-scenarios/', ...gate(settings, 'usageScenarios')},
    {label: '博客', to: '/blog/', ...gate(settings, 'blog')},
    {label: 'Edge 专属活动', href: links.edgePromotion, ...gate(settings, 'edgeActivity')},
  ];
  return [
    {label: '下载', to: '/download/', position: 'left'},
    {label: '文档', to: '/docs/usage/', position: 'left', activeBaseRegex: '/docs/'},
    {label: '价格', to: '/pricing/', position: 'left'},
    {label: '学习中心', to: '/learn/', position: 'left'},
    {label: '文档翻译', href: links.documentTranslation, position: 'left'},
    {type: 'dropdown', label: '工具', position: 'left', items: toolItems},
    // The last left entry: it also lists the entries the bar has no room for (src/lib/navbarFit.ts).
    {type: 'custom-overflowMenu', label: '更多', position: 'left', items: moreItems},
    {type: 'custom-edgeActivity', position: 'right'},
    {type: 'custom-profileLink', position: 'right'},
    {type: 'custom-premiumTag', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ];
}

export function footerLinks(settings: Settings) {
  const {links} = settings;
  return [
    {
      title: '文档',
      items: [
        {label: '使用指南', to: '/docs/usage/'},
        {label: '常见问题', to: '/docs/faq/'},
        {label: '翻译服务', to: '/docs/services/'},
      ],
    },
    {
      title: '社区',
      items: [
        {label: '版本发布', href: links.releases},
        {label: '问题追踪', href: links.issues},
        {label: '申请接入翻译服务', href: links.serviceApplication},
        {label: '意见反馈', href: links.feedback},
      ],
    },
    {
      title: '条款',
      items: [
        {label: '服务条款', to: '/docs/TERMS/'},
        {label: '隐私政策', to: '/docs/PRIVACY/'},
      ],
    },
  ];
}
