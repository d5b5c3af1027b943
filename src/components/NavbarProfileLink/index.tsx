import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useAudience} from '@site/src/components/useAudience';
import {useSettings} from '@site/src/components/useSettings';
import {profileHref} from '@site/src/lib/audience';
import {useLoginHref} from '@site/src/components/account/useLoginHref';

/** "Profile" when signed in (login cookie or stored user), "Log in" otherwise; hidden in Safari-like browsers. */
export default function NavbarProfileLink({mobile = false}: {readonly mobile?: boolean}): ReactNode {
  const audience = useAudience();
  const settings = useSettings();
  const login = useLoginHref();
  if (!audience?.showProfile) return null;
  const href = profileHref(audience.signedIn, settings.links.profilePath, login);
  const label = audience.signedIn
    ? translate({
        id: 'layout.profile.label',
        message: '个人中心',
        description: 'Navbar link to the signed-in visitor’s profile',
      })
    : translate({
        id: 'layout.login.label',
        message: '登录',
        description: 'Navbar link to the login page, for visitors who are not signed in',
      });
  const target = href.startsWith('/') ? {to: href} : {href};
  return <DefaultNavbarItem {...target} label={label} mobile={mobile} data-testid="navbar-profile" />;
}
