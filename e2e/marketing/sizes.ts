/** The two sizes every marketing journey runs at: a phone and a desktop. */
export const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

export const MARKETING_PAGES = ['/', '/get-started', '/terms', '/contact', '/coming-soon'] as const;
