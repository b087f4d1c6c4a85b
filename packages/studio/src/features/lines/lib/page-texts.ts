import { billedText } from '../../../shared/components/billed-pages';

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;
const credits = (n: number) => `${n} more ${n === 1 ? 'credit' : 'credits'}`;

/** The script's length in billed pages, what its draft paid, and what Generate adds. */
export const PAGE_TEXTS = {
  /** A script from before the rule: its pages only. */
  pages,
  /** "14 pages · 14 paid"; a later draft pays its changed pages: "14 pages · 3 paid for draft 2". */
  count: billedText,
  growth: (extra: number) =>
    `Your edits made the script longer than the pages paid for: Generate will first charge ${credits(extra)}.`,
} as const;
