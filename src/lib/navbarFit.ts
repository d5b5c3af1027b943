/**
 * The desktop navbar fits its bar in every language by one rule, measured from the labels as the
 * browser draws them: when the left entries do not fit beside the right ones, the entries at
 * the end of the list (the lowest priority) are hidden, one at a time, until the last entry, the
 * "More" menu, ends inside the bar; the menu then lists the hidden entries first
 * (`src/components/NavbarOverflowMenu`). Nothing is measured ahead of time for any locale.
 *
 * `fitNavbar` runs twice: as an inline script right after the page's markup, before its first
 * paint (`src/site/ssrTemplate.ts` writes its source into the page, so it must stay
 * self-contained: no imports, no closures), and again from the menu whenever the bar changes
 * size. It marks hidden entries `data-navbar-overflow` (src/css/custom.css hides them) and the
 * bar `data-navbar-hidden="<count>"`, and answers how many entries it hid.
 */
export function fitNavbar(doc: Document): number {
  const bar = doc.querySelector('.theme-layout-navbar-left');
  if (!bar) return 0;
  const entries: HTMLElement[] = [];
  for (const child of Array.from(bar.children)) {
    if (child.classList.contains('navbar__item')) entries.push(child as HTMLElement);
  }
  // The last entry is the menu that takes the others in; it always stays.
  const menu = entries.pop();
  if (!menu) return 0;
  for (const entry of entries) entry.removeAttribute('data-navbar-overflow');
  // Below the desktop width (Infima's, 997 px) the bar's entries live in the drawer, and nothing
  // is measured. The media query is asked first: measuring even a hidden entry lays out the whole
  // page at once, which the inline copy would do inside the parser's last task on every phone.
  const view = doc.defaultView;
  if (view && typeof view.matchMedia === 'function' && !view.matchMedia('(min-width: 997px)').matches) return 0;
  if (menu.getClientRects().length === 0) return 0;
  const rtl = getComputedStyle(bar).direction === 'rtl';
  let hidden = 0;
  // No inner functions: the source is copied into the page as it is (see the note above).
  for (;;) {
    const box = bar.getBoundingClientRect();
    const end = menu.getBoundingClientRect();
    const overflows = rtl ? end.left < box.left - 0.5 : end.right > box.right + 0.5;
    if (!overflows || hidden === entries.length) break;
    hidden += 1;
    entries[entries.length - hidden]!.setAttribute('data-navbar-overflow', '');
  }
  bar.setAttribute('data-navbar-hidden', String(hidden));
  return hidden;
}
