/**
 * The classic theme ships no search bar. Until the search modal arrives this is a plain link to
 * the site's search page, so the navbar keeps its search entry in every locale.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  const label = translate({id: 'layout.search.button', message: '搜索', description: 'Navbar button that opens the documentation search'});
  return (
    <Link to="/search/" className={styles.button} aria-label={label} data-testid="navbar-search">
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          fillRule="evenodd"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
