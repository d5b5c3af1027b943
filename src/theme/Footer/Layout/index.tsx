/**
 * Wraps the footer layout to put the social links, the app QR codes and the Premium tag between
 * the link columns and the logo; the theme's footer has no slot for them.
 */
import React, {type ReactNode} from 'react';
import FooterLayout from '@theme-original/Footer/Layout';
import type FooterLayoutType from '@theme/Footer/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FooterExtras from '@site/src/components/FooterExtras';

type Props = WrapperProps<typeof FooterLayoutType>;

export default function FooterLayoutWrapper(props: Props): ReactNode {
  return (
    <FooterLayout
      {...props}
      links={
        <>
          {props.links}
          <FooterExtras />
        </>
      }
    />
  );
}
