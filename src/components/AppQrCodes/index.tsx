import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import codes from '@generated/app-qr-codes/default/codes.json';
import styles from './styles.module.css';

function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The app QR codes, made at build time; loaded lazily by the footer. */
export default function AppQrCodes(): ReactNode {
  const entries = [
    {
      id: 'ios',
      svg: codes.ios,
      label: translate({
        id: 'layout.footer.qr.ios',
        message: 'iOS 应用',
        description: 'Caption under the QR code of the iOS app',
      }),
    },
    {
      id: 'android',
      svg: codes.android,
      label: translate({
        id: 'layout.footer.qr.android',
        message: 'Android 应用',
        description: 'Caption under the QR code of the Android app',
      }),
    },
  ];
  return (
    <>
      {entries.map((e) => (
        <figure key={e.id} className={styles.code}>
          <img
            src={svgSource(e.svg)}
            width={112}
            height={112}
            alt={translate(
              {
                id: 'layout.footer.qr.alt',
                message: '扫码下载{app}',
                description: 'Alt text of an app QR code; {app} is the caption',
              },
              {app: e.label},
            )}
            data-testid={`qr-${e.id}`}
          />
          <figcaption>{e.label}</figcaption>
        </figure>
      ))}
    </>
  );
}
