import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RoutePage from '@site/src/components/RoutePage';
import {useSettings} from '@site/src/components/useSettings';

export default function VideosubtitlesPage(): ReactNode {
  const product = {product: useSettings().productName};
  return (
    <RoutePage
      title={translate({id: 'pages.videoSubtitles.title', message: "视频双语字幕", description: 'Title of the f-video-subtitle-translate page'}, product)}
      intro={translate({id: 'pages.videoSubtitles.intro', message: "在 100 多个视频网站上实时显示双语字幕，原文与译文上下排列，边看边学。", description: 'Lead paragraph of the f-video-subtitle-translate page'}, product)}
    />
  );
}
