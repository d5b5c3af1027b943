import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import LazyPart from '@site/src/components/LazyPart';
import NavbarPremiumTag from '@site/src/components/NavbarPremiumTag';
import {useSettings} from '@site/src/components/useSettings';
import {revealClass} from '@site/src/lib/reveal';
import styles from './styles.module.css';

const loadQrCodes = () => import('@site/src/components/AppQrCodes');

/** Starts true once the element is near the viewport, so below-the-fold parts cost nothing early. */
function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '300px'},
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

/** Footer row under the link columns: social links, the app QR codes and the Premium tag. */
export default function FooterExtras(): ReactNode {
  const settings = useSettings();
  const [ref, near] = useNearViewport();
  const placeholder = <div className={styles.qrPlaceholder} aria-hidden="true" />;
  return (
    <div className={styles.extras}>
      <nav
        className={styles.social}
        aria-label={translate({
          id: 'layout.footer.social.label',
          message: '社交媒体',
          description: 'Accessible name of the list of social media links in the footer',
        })}>
        <ul>
          {settings.social.map((s) => (
            <li
              key={s.id}
              className={clsx(s.gated && !settings.features.reveal.includes('social') && revealClass('social'))}>
              <a
                className="footer__link-item"
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                data-social={s.id}>
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        <NavbarPremiumTag placement="footer" />
      </nav>
      <div
        ref={ref}
        className={styles.apps}
        role="group"
        aria-label={translate({
          id: 'layout.footer.apps.label',
          message: '下载手机应用',
          description: 'Accessible name of the group of app QR codes in the footer',
        })}>
        {near ? (
          <LazyPart
            load={loadQrCodes}
            fallback={
              <>
                {placeholder}
                {placeholder}
              </>
            }
          />
        ) : (
          <>
            {placeholder}
            {placeholder}
          </>
        )}
      </div>
    </div>
  );
}
