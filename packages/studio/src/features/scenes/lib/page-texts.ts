const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;
const credits = (n: number) => `${n} more ${n === 1 ? 'credit' : 'credits'}`;

/** Issue "Drafts", honest pages: the script's length in standard pages, and what Generate adds. */
export const PAGE_TEXTS = {
  /** "12 pages · 10 paid"; without what was paid (a script from before the rule), the pages only. */
  count: (laidOut: number, covered: number | null | undefined) =>
    covered == null ? pages(laidOut) : `${pages(laidOut)} · ${covered} paid`,
  growth: (extra: number) =>
    `Your edits made the script longer than the pages paid for: Generate will first charge ${credits(extra)}.`,
} as const;
