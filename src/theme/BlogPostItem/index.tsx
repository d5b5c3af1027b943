/**
 * Wraps each blog post (title, meta and body) so that a post shown from the default locale's file
 * carries that language and direction; the theme has no prop for it, hence a wrapper.
 */
import type {ComponentProps, ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ContentLanguage from '@site/src/components/ContentLanguage';

export default function BlogPostItemWrapper(props: ComponentProps<typeof BlogPostItem>): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <ContentLanguage source={metadata.source}>
      <BlogPostItem {...props} />
    </ContentLanguage>
  );
}
