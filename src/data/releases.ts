/** The extension's newest release, as the learning centre names it; the changelog doc must agree. */
export const LATEST_RELEASE = {version: '2.14.0', date: '2026-11-10'} as const;
