/**
 * Illustrative quotes for the launch layout. Replace them with real, consented customer quotes
 * (name and role as the customer approves) before the site is public.
 */
export const TESTIMONIALS = [
  {
    quote:
      'I heard my second act sag within ten minutes of uploading. Two scenes went, one got rewritten, and the next real table read was the best we have had.',
    who: 'Feature screenwriter',
    detail: 'Drama, draft four',
  },
  {
    quote:
      'We use it before every writers’ room: everyone listens on the commute and arrives with notes on rhythm, not typos.',
    who: 'Showrunner',
    detail: 'Half-hour comedy',
  },
  {
    quote:
      'Giving each character a distinct voice showed me two of my leads sounded exactly alike. No amount of rereading caught that.',
    who: 'Playwright',
    detail: 'Two-hander in development',
  },
] as const;
