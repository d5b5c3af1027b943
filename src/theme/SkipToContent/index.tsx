/**
 * The theme's skip link with one change, swizzled because the behaviour lives inside the
 * theme-common hook that the theme's component calls, which a wrapper cannot reach. The theme
 * moves focus to the top of the page after every navigation that pushes an address, and that
 * scrolls the page to the top, also when only the query string changed (the search page's
 * pages, a shared `?pair=` choice). SPEC "Routing behaviour": a change of the query string alone
 * keeps the scroll position. So focus returns to the top only when the page itself changes.
 */
import React, {useCallback, useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

function focusWithoutTabStop(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const {pathname, hash} = useLocation();
  const history = useHistory();
  const shownPath = useRef(pathname);
  const label = translate({
    id: 'theme.common.skipToMainContent',
    description:
      'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation',
    message: 'Skip to main content',
  });

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (container.current && !hash && history.action === 'PUSH') focusWithoutTabStop(container.current);
  }, [pathname, hash, history]);

  const onClick = useCallback((event: React.MouseEvent) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_ID);
    if (target) focusWithoutTabStop(target);
  }, []);

  return (
    <div ref={container} role="region" aria-label={label}>
      <a className={styles.skipToContent} href={`#${FALLBACK_ID}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
