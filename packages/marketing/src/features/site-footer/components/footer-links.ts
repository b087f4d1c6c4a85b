/**
 * Footer columns: Contact and Terms are real pages; the rest are placeholders that
 * lead to the coming-soon page until those pages exist.
 */
export type FooterLink = { label: string; to: string };

export const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Pricing', to: '/#pricing' },
      { label: 'Demo', to: '/#demo' },
      { label: 'Script Voice Generator', to: '/get-started' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Screenwriting blog', to: '/coming-soon' },
      { label: 'Help centre', to: '/coming-soon' },
      { label: 'API documentation', to: '/coming-soon' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/coming-soon' },
      { label: 'Careers', to: '/coming-soon' },
      { label: 'Contact', to: '/contact' },
      { label: 'Terms & Privacy', to: '/terms' },
    ],
  },
];
