/**
 * Trick "menu" of plugins/page-speed. Wraps the theme's phone menu (the drawer behind the navbar's menu button) to build it when the
 * reader reaches for it, not on every page load. On a doc page the drawer holds the whole docs
 * sidebar; building it at load was the longest task a phone ran after hydration. It is built on
 * the first sign of intent (pointer down, hover or keyboard focus on the menu button), a moment
 * before the click opens it, so the drawer still slides in; opening it any other way builds it at
 * once. Once built, it stays.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const INTENT_EVENTS = ['pointerdown', 'mouseenter', 'focus'] as const;
/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
const TOGGLE = '.navbar__toggle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const toggle = document.querySelector(TOGGLE);
    if (wanted || !toggle) return undefined;
    const onIntent = () => setWanted(true);
    for (const type of INTENT_EVENTS) toggle.addEventListener(type, onIntent);
    return () => {
      for (const type of INTENT_EVENTS) toggle.removeEventListener(type, onIntent);
    };
  }, [wanted]);

  if (!wanted && !shown && process.env.SPEED_MENU !== 'off') return null;
  return <MobileSidebar />;
}
