import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function AndroidPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.android.title', message: "Android 浏览器下载", description: 'Title of the android page'}, product)}
      intro={translate({id: 'pages.android.intro', message: "这里提供内置 {product} 的 Android 浏览器安装包。这款浏览器已停止维护，并已改用新名称发布；新用户建议安装 {product} Android 应用。", description: 'Lead paragraph of the android page'}, product)}
    />
  );
}
