import {translate} from '@docusaurus/Translate';
import type {StoreLinks} from '@interlinear/shared/settings';
import '@generated/page-speed/default/download.js';

/** Each install target's button label and the line under it, in the visitor's language. */
export function downloadText(id: keyof StoreLinks): {label: string; detail: string} {
  switch (id) {
    case 'edge':
      return {
        label: translate({id: 'marketing.download.edge.label', message: 'Edge 扩展'}),
        detail: translate({id: 'marketing.download.edge.detail', message: '从 Edge 加载项商店安装'}),
      };
    case 'chrome':
      return {
        label: translate({id: 'marketing.download.chrome.label', message: 'Chrome 扩展'}),
        detail: translate({
          id: 'marketing.download.chrome.detail',
          message: '从 Chrome 网上应用店安装，也适用于其他 Chromium 浏览器',
        }),
      };
    case 'firefox':
      return {
        label: translate({id: 'marketing.download.firefox.label', message: 'Firefox 扩展'}),
        detail: translate({
          id: 'marketing.download.firefox.detail',
          message: '从 Firefox 附加组件站安装，电脑和安卓版均可用',
        }),
      };
    case 'safari':
      return {
        label: translate({id: 'marketing.download.safari.label', message: 'Safari 扩展'}),
        detail: translate({
          id: 'marketing.download.safari.detail',
          message: '从 App Store 安装，适用于 Mac、iPhone 和 iPad',
        }),
      };
    case 'userscript':
      return {
        label: translate({id: 'marketing.download.userscript.label', message: '油猴脚本'}),
        detail: translate({
          id: 'marketing.download.userscript.detail',
          message: '用于装有脚本管理器（如 Tampermonkey）的其他浏览器',
        }),
      };
    case 'zip':
      return {
        label: translate({id: 'marketing.download.zip.label', message: 'ZIP 安装包'}),
        detail: translate({id: 'marketing.download.zip.detail', message: '无法访问应用商店时，下载后按步骤手动安装'}),
      };
    case 'iosBrowser':
      return {
        label: translate({id: 'marketing.download.iosBrowser.label', message: 'iOS 浏览器'}),
        detail: translate({
          id: 'marketing.download.iosBrowser.detail',
          message: '内置双语翻译的 iPhone 和 iPad 浏览器',
        }),
      };
    case 'androidApk':
      return {
        label: translate({id: 'marketing.download.androidApk.label', message: 'Android 安装包'}),
        detail: translate({
          id: 'marketing.download.androidApk.detail',
          message: '直接下载 APK，适合无法使用应用商店的手机',
        }),
      };
    case 'iosApp':
      return {
        label: translate({id: 'marketing.download.iosApp.label', message: 'iOS 应用'}),
        detail: translate({id: 'marketing.download.iosApp.detail', message: '在 App Store 下载，翻译文档、字幕和图片'}),
      };
    case 'androidApp':
      return {
        label: translate({id: 'marketing.download.androidApp.label', message: 'Android 应用'}),
        detail: translate({
          id: 'marketing.download.androidApp.detail',
          message: '在 Google Play 下载，翻译文档、字幕和图片',
        }),
      };
  }
}
