/**
 * Keyboard movement in a tab list (WAI-ARIA tabs pattern, automatic activation): arrows move to
 * the neighbouring tab and wrap around, Home and End jump to the ends. In a right-to-left page the
 * left arrow moves forward, as the tabs are laid out mirrored.
 */
export function tabForKey(
  key: string,
  current: number,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | null {
  if (count <= 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export type BillingPeriod = 'monthly' | 'yearly';
