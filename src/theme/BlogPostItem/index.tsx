/**
 * Wraps each blog post (title, meta and body) in the language it is shown in when that is another
 * locale's, and puts the translation notice above it on the post's own page (a list shows none);
 * the theme has no slot for either, hence a wrapper.
 */
import type {ComponentProps, ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ContentLanguage from '@site/src/components/ContentLanguage';
import TranslationNotice from '@site/src/components/TranslationNotice';

export default function BlogPostItemWrapper(props: ComponentProps<typeof BlogPostItem>): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <TranslationNotice permalink={metadata.permalink} />}
      <ContentLanguage permalink={metadata.permalink}>
        <BlogPostItem {...props} />
      </ContentLanguage>
    </>
  );
}
