import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function MobilePage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.mobile.title', message: "在手机和平板上使用", description: 'Title of the mobile page'}, product)}
      intro={translate({id: 'pages.mobile.intro', message: "{product} 提供 iOS 和 Android 应用，也支持 iPhone 和 iPad 上的 Safari 扩展，在移动设备上同样可以阅读双语内容。", description: 'Lead paragraph of the mobile page'}, product)}
    />
  );
}
