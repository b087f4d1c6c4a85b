import { createStore } from '@castmyscript/api';
import type { LedgerEntry, LedgerKind } from '@castmyscript/api/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { storyFrame } from '../../../app/story-frame';
import { ledgerApi } from '../api/ledger-api';
import { PageUseSection } from './page-use-section';

const KINDS: [LedgerKind, number, string][] = [
  ['renewal', 50, 'Starter plan renewed: 50 pages for 2025-04-10 to 2025-05-10'],
  ['expiry', -12, '12 pages of the Starter plan unused when its period ended (2025-04-10)'],
  ['growth', -1, 'Text grew to 15 pages, 14 paid: 1 page more at Generate'],
  ['draft', -3, 'Draft 2 processed: 3 pages changed since the draft before'],
  ['draft', -14, 'Script processed: 14 pages'],
  ['refund', 10, 'Script deleted before it was processed: 10 pages given back'],
  ['purchase', 25, 'Bought 25 pages (pay-as-you-go, never expire)'],
  ['plan_grant', 5, 'Free plan: 5 pages for your first month'],
];

const entries = (count: number): LedgerEntry[] =>
  Array.from({ length: count }, (_, i) => {
    const [kind, pages, reason] = KINDS[i % KINDS.length];
    const script = kind === 'draft' || kind === 'growth';
    return {
      _id: String(count - i),
      at: new Date(Date.UTC(2025, 3, 28 - (i % 27), 12)).toISOString(),
      pages,
      kind,
      document_id: script ? `doc-${i}` : null,
      title: script ? 'Big Fish' : null,
      draft_number: script ? (reason.startsWith('Draft 2') || kind === 'growth' ? 2 : 1) : null,
      reason,
    };
  });

const storeWith = (list: LedgerEntry[]) => {
  const store = createStore();
  void store.dispatch(
    ledgerApi.util.upsertQueryData('getLedger', 1, {
      entries: list.slice(0, 16),
      total: list.length,
      page: 1,
    }),
  );
  return store;
};

const meta = {
  title: 'billing/Page use',
  component: PageUseSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageUseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of entry once. */
export const EveryKind: Story = { decorators: [storyFrame({ store: storeWith(entries(8)) })] };

/** 40 entries: the section's own pager. */
export const ManyPages: Story = { decorators: [storyFrame({ store: storeWith(entries(40)) })] };

export const OnPhone: Story = {
  ...EveryKind,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Empty: Story = { decorators: [storyFrame({ store: storeWith([]) })] };

/** No server in Storybook: the loader, then 'Failed to fetch page use'. */
export const LoadFailed: Story = { decorators: [storyFrame()] };
