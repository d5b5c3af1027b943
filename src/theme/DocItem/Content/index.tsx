/**
 * Puts the translation notice and the "read in two languages" control above the doc content
 * (title and body), and wraps the content in the language it is shown in when that is another
 * locale's; the theme has no slot for either, hence a wrapper.
 */
import type {ComponentProps, ReactNode} from 'react';
import OriginalContent from '@theme-original/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentLanguage from '@site/src/components/ContentLanguage';
import PairControl from '@site/src/components/PairControl';
import TranslationNotice from '@site/src/components/TranslationNotice';
import {deferHydration} from '@site/plugins/page-speed/client/DeferredHydration';

/** The doc's title and body hydrate in a task of their own (see DeferredHydration). */
const Content = deferHydration(OriginalContent, '.theme-doc-markdown');

export default function DocItemContent(props: ComponentProps<typeof OriginalContent>): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <TranslationNotice permalink={metadata.permalink} />
      <PairControl permalink={metadata.permalink} />
      <ContentLanguage permalink={metadata.permalink}>
        <Content {...props} />
      </ContentLanguage>
    </>
  );
}
