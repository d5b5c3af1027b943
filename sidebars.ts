import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {SERVICE_IDS} from './src/site/services';

/**
 * The `docs` sidebar. Pages kept out of it on purpose (reachable by link only): apikey,
 * dependences, donate, EULA, joinUs, PRIVACY, share, TERMS, thanks.
 */

const sidebars: SidebarsConfig = {
  docs: [
    'index',
    'usage',
    'installation',
    {
      type: 'category',
      key: 'features',
      label: '功能',
      collapsible: true,
      collapsed: false,
      items: [
        'features/webpage',
        'features/video-subtitles',
        'features/subtitles',
        'features/pdf',
        'pdf-helper',
        'features/epub',
        'features/image',
        'features/manga',
        'features/hover',
        'input',
      ],
    },
    {
      type: 'category',
      key: 'services',
      label: '翻译服务',
      collapsible: true,
      collapsed: true,
      link: {type: 'doc', id: 'services/index'},
      items: SERVICE_IDS.map((id) => `services/${id}`),
    },
    {
      type: 'category',
      key: 'guides',
      label: '进阶',
      collapsible: true,
      collapsed: true,
      items: ['advanced', 'prompts', 'sites', 'videoSiteSupport', 'usecase'],
    },
    {
      type: 'category',
      key: 'developers',
      label: '开发者',
      collapsible: true,
      collapsed: true,
      items: ['js-sdk', 'browserExtensionIntegration'],
    },
    {
      type: 'category',
      key: 'community',
      label: '社区',
      collapsible: true,
      collapsed: true,
      items: ['communities', 'friends', 'recommend', 'review'],
    },
    'faq',
    'CHANGELOG',
  ],
};

export default sidebars;
