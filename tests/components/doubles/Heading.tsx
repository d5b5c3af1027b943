/** Stand-in for `@theme/Heading`: the heading element, without the theme's anchor link. */
import type {ReactNode} from 'react';

export default function Heading({
  as: Tag,
  ...props
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}): ReactNode {
  return <Tag {...props} />;
}
