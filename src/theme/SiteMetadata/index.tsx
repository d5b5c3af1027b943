/**
 * The theme's site metadata, ejected because two of its parts must follow which locales have their
 * own version of a doc page or post (plugins/i18n-content), which the theme cannot know:
 * - the alternate-language links list only locales with a version of their own (a fallback page
 *   repeats another locale's page, so search engines must not see it as a translation);
 * - a fallback page's canonical address is the page in the language it is shown in.
 * On the not-found page, both point at the locale's home (see NotFoundAddresses) and search
 * engines are asked not to index it. Everything else is as the theme has it.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG, useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import SearchMetadata from '@theme/SearchMetadata';
import NotFoundAddresses, {useIsNotFound} from '@site/src/components/NotFoundAddresses';
import {usePageTranslation} from '@site/src/components/TranslationNotice/usePageTranslation';
import {alternateLocales, shownLocale} from '@site/src/lib/i18n/pageState';

/** The Open Graph form of a BCP 47 tag (`pt-BR` → `pt_BR`). */
const openGraphLocale = (tag: string) => tag.replace('-', '_');

function LanguageAddresses(): ReactNode {
  const {
    siteConfig: {url: siteUrl},
    i18n: {currentLocale, defaultLocale, localeConfigs},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const alternates = useAlternatePageUtils();
  const translation = usePageTranslation(pathname);
  const versions = translation
    ? alternateLocales(translation.files, Object.keys(localeConfigs))
    : Object.keys(localeConfigs);
  // A build of some locales only (SITE_LOCALES) may lack the shown one: the page is then its own canonical.
  const shown = translation ? shownLocale(currentLocale, translation.state) : currentLocale;
  const canonicalLocale = shown in localeConfigs ? shown : currentLocale;
  const canonical =
    canonicalLocale === currentLocale
      ? `${siteUrl}${alternates.createUrl({locale: currentLocale, fullyQualified: false})}`
      : alternates.createUrl({locale: canonicalLocale, fullyQualified: true});
  const currentHtmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return (
    <Head>
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      {versions.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          href={alternates.createUrl({locale, fullyQualified: true})}
          hrefLang={localeConfigs[locale]?.htmlLang ?? locale}
        />
      ))}
      <link
        rel="alternate"
        href={alternates.createUrl({locale: defaultLocale, fullyQualified: true})}
        hrefLang="x-default"
      />
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {versions
        .filter((locale) => locale !== currentLocale)
        .map((locale) => (
          <meta
            key={`og-${locale}`}
            property="og:locale:alternate"
            content={openGraphLocale(localeConfigs[locale]?.htmlLang ?? locale)}
          />
        ))}
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image} = useThemeConfig();
  const notFound = useIsNotFound();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard-focus class goes on <body> during server rendering too. */}
        <body />
      </Head>
      {image && <PageMetadata image={image} />}
      <NotFoundAddresses>
        <LanguageAddresses />
      </NotFoundAddresses>
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      {/* A separate Head, so the site's own metadata overrides the defaults above. */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
        {notFound && <meta name="robots" content="noindex" />}
      </Head>
    </>
  );
}
