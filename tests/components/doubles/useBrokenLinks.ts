/** Stand-in for `@docusaurus/useBrokenLinks`: the build's link check, which has nothing to do here. */
export default function useBrokenLinks(): {collectAnchor: (id: string) => void; collectLink: (link: string) => void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
