/**
 * Wraps the announcement bar so that a new announcement shows at once to visitors who closed an
 * earlier one. The theme's inline script hides the bar before hydration whenever the stored
 * dismissal is "true", without comparing announcement ids; once React has found the id changed
 * and reopened the bar, that pre-hydration flag must be lifted or CSS keeps the bar hidden.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
