/**
 * What the modal and the search page share: the backend, the locale's index name, the spec's
 * language and docs-version filters, and how hits are shown in this locale.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {docsFacetFilters, localeIndexName, toDisplayHit, type SiteContext} from '@site/src/lib/search/display';
import type {FacetFilters, SearchHit} from '@site/src/lib/search/types';
import {DEFAULT_LOCALE, LOCALES} from '@interlinear/shared/locales';
import {browserStorage, readString, savedSearchKeys, STORAGE_KEYS, writeString} from '@site/src/lib/storage';
import {useSettings} from '@site/src/components/useSettings';
import type {SearchTarget} from './client';

export interface SearchSetup {
  readonly target: SearchTarget;
  readonly indexName: string;
  readonly facetFilters: FacetFilters;
  readonly site: SiteContext;
  readonly transformHits: <T extends SearchHit>(hits: T[]) => T[];
}

const LOCALE_PATHS = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => l.code);

export function useSearchSetup(): SearchSetup {
  const {siteConfig} = useDocusaurusContext();
  const {search} = useSettings();
  const {locale, tags} = useContextualSearchFilters();
  // A new array on every render; the key keeps the setup stable while the tags stay the same.
  const tagKey = tags.join('\n');
  return useMemo(() => {
    const docsTags = tagKey.split('\n').filter((t) => t && t !== 'default');
    const site: SiteContext = {siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, localePaths: LOCALE_PATHS};
    const base = search.backend === 'algolia' ? search.algolia.indexName : 'docs';
    return {
      target: {search, baseUrl: siteConfig.baseUrl},
      indexName: localeIndexName(base, locale),
      // The tags list starts with 'default'; docsFacetFilters adds it itself.
      facetFilters: docsFacetFilters(locale, docsTags),
      site,
      transformHits: <T extends SearchHit>(hits: T[]) => hits.map((h) => toDisplayHit(h, site)),
    };
  }, [siteConfig.url, siteConfig.baseUrl, search, locale, tagKey]);
}

export function personalizationAllowed(): boolean {
  return readString(browserStorage(), STORAGE_KEYS.searchPersonalization) !== 'off';
}

/** Whether search may remember recent searches in this browser (the visitor can turn it off). */
export function usePersonalization(indexName: string): [boolean, (on: boolean) => void] {
  // Read after hydration: the server cannot know the visitor's choice.
  const [on, setOn] = useState(true);
  useEffect(() => setOn(personalizationAllowed()), []);
  const update = useCallback(
    (value: boolean) => {
      const store = browserStorage();
      writeString(store, STORAGE_KEYS.searchPersonalization, value ? null : 'off');
      // Turning it off also forgets what was kept.
      if (!value) writeString(store, savedSearchKeys(indexName)[0], null);
      setOn(value);
    },
    [indexName],
  );
  return [on, update];
}
