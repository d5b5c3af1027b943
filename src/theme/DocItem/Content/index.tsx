/**
 * Wraps the doc content (title and body) so that a page shown from the default locale's file
 * carries that language and direction; the theme has no prop for it, hence a wrapper.
 */
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentLanguage from '@site/src/components/ContentLanguage';

export default function DocItemContent(props: ComponentProps<typeof Content>): ReactNode {
  const {metadata} = useDoc();
  return (
    <ContentLanguage source={metadata.source}>
      <Content {...props} />
    </ContentLanguage>
  );
}
