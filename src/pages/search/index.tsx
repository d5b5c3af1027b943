import React, {type ReactNode} from 'react';
import SearchPage from '@theme/SearchPage';

export default function Search(): ReactNode {
  return <SearchPage />;
}
