/**
 * Wraps the app root to evaluate the audience rules once for the whole page; the navbar and the
 * footer read the result instead of each re-reading storage and cookies.
 */
import React, {type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import {AudienceProvider} from '@site/src/components/useAudience';

export default function RootWrapper(props: WrapperProps<typeof RootType>): ReactNode {
  return (
    <AudienceProvider>
      <Root {...props} />
    </AudienceProvider>
  );
}
