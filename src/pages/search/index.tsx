import React, {type ReactNode} from 'react';
import SearchPage from '@theme/SearchPage';

// Not in the marketing frame: the theme's search page brings its own layout, title and heading.
export default function Search(): ReactNode {
  return <SearchPage />;
}
