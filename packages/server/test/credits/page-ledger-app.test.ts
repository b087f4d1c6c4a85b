// @scaled-too: concurrent writes (PostgreSQL's own concurrency)
import { eq } from 'drizzle-orm';

import { billingSubscriptions, documents } from '../../src/db/schema';
import { get, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { readOutbox } from '../helpers/outbox';
import { createLocalPayments } from '../../src/adapters/payments/local/local-payments';
import {
  buyPagesCheckout,
  credits,
  LONG_TOKENS,
  planCheckout,
  submitCard,
  subscription,
  transactions,
} from '../billing/helpers/billing';
import { processedScript, uploadScript, userId } from '../documents/helpers';

/**
 * The page ledger a user reads (GET credits/ledger) and the receipts mailed for payments, through
 * real HTTP on the real app: after every kind of change the entries add up to the balance, and
 * each purchase, renewal and refund leaves one receipt in the mail (outbox, or SMTP on the
 * scaled stack).
 */
type Entry = {
  _id: string;
  at: string;
  pages: number;
  kind: string;
  document_id: string | null;
  title: string | null;
  draft_number: number | null;
  reason: string;
};

let t: TestApp;
let clock = Date.now();
let ada: Session;

beforeAll(async () => {
  t = await startApp({ ...RELAXED_LIMITS, ...LONG_TOKENS }, { now: () => clock });
  ada = await signedInUser(t);
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

/** Every entry, newest first, read page by page as the screen does. */
async function allEntries(s: Session): Promise<Entry[]> {
  const all: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await get(t, `credits/ledger?page=${page}`, s.access);
    expect(res.status).toBe(200);
    expect(res.body.data.page).toBe(page);
    all.push(...res.body.data.entries);
    if (all.length >= res.body.data.total) return all;
  }
}

async function expectSumIsBalance(s: Session) {
  const c = await credits(t, s);
  const balance = c.page_credits_this_month - c.page_credits_used_this_month + c.paygo_credits;
  const sum = (await allEntries(s)).reduce((n, e) => n + e.pages, 0);
  expect(sum).toBe(balance);
}

const receipts = async (s: Session) =>
  (await readOutbox(t, s.email)).filter((m) => /receipt|refund/i.test(m.subject ?? ''));

it('a new account has one entry: the Free plan’s pages, which are its balance', async () => {
  const [entry] = await allEntries(ada);
  expect(entry).toMatchObject({ kind: 'plan_grant', pages: 5, document_id: null, title: null });
  expect(entry.reason).toMatch(/Free plan: 5 pages/);
  await expectSumIsBalance(ada);
});

it('a bought pack is a purchase entry and mails a receipt with what, amount, pages, date and link', async () => {
  const pack = await buyPagesCheckout(t, ada, 10);
  expect((await submitCard(t, pack.url)).status).toBe(303);
  const [entry] = await allEntries(ada);
  expect(entry).toMatchObject({ kind: 'purchase', pages: 10 });
  await expectSumIsBalance(ada);

  const mails = await receipts(ada);
  expect(mails).toHaveLength(1);
  const [tx] = await transactions(t, ada);
  const text = mails[0].text ?? '';
  expect(mails[0].subject).toBe('Your CastMyScript receipt');
  expect(text).toContain('What: 10 pay-as-you-go pages');
  expect(text).toContain(`Amount: $${Number(tx.transaction_amount_in_usd).toFixed(2)}`);
  expect(text).toContain('Pages: 10');
  const date = new Date(Number(tx.transaction_timestamp) * 1000);
  expect(text).toContain(
    `Date: ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  );
  const link = text.match(/Receipt: (\S+)/)![1];
  expect(link).toMatch(/^https?:\/\//);
  expect(new URL(link).pathname).toBe(new URL(String(tx.receipt_url), t.base).pathname);
  expect((await t.http(new URL(link).pathname)).status).toBe(200);
});

it('a processed script is a draft entry with its title and draft number; pages_charged is its entries', async () => {
  const id = await processedScript(t, ada);
  const [entry] = await allEntries(ada);
  const doc = (await get(t, `documents/${id}`, ada.access)).body.data;
  expect(entry).toMatchObject({
    kind: 'draft',
    document_id: id,
    title: doc.title,
    draft_number: 1,
  });
  expect(entry.pages).toBeLessThan(0);
  expect(entry.reason).toMatch(/^Script processed: \d+ pages?$/);
  const ofDoc = (await allEntries(ada)).filter((e) => e.document_id === id);
  expect(doc.pages_charged).toBe(-ofDoc.reduce((n, e) => n + e.pages, 0));
  expect(doc.pages_charged).toBeGreaterThan(0);
  await expectSumIsBalance(ada);
});

it('a script deleted before processing gives its pages back in a refund entry', async () => {
  const id = await uploadScript(t, ada);
  // Charged but never parsed, as a crash mid-processing would leave it.
  await t.deps.credits.charge(await userId(t, ada), 2, id, `document:${id}`);
  await t.deps.database.db
    .update(documents)
    .set({ status: 'processing' })
    .where(eq(documents.id, id));
  expect(
    (
      await t.http(`/api/v1/documents/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${ada.access}` },
      })
    ).status,
  ).toBe(200);
  const [refund, charge] = await allEntries(ada);
  expect(refund).toMatchObject({ kind: 'refund', pages: 2, document_id: null });
  expect(refund.reason).toMatch(/deleted before it was processed: 2 pages given back/);
  expect(charge).toMatchObject({ pages: -2, document_id: null });
  await expectSumIsBalance(ada);
});

it('a plan: unused Free pages expire, the plan grants its pages, and a receipt is mailed', async () => {
  const before = await credits(t, ada);
  const left = before.page_credits_this_month - before.page_credits_used_this_month;
  const { url } = await planCheckout(t, ada, 'starter_monthly');
  expect((await submitCard(t, url)).status).toBe(303);
  const [grant, expiry] = await allEntries(ada);
  expect(grant).toMatchObject({ kind: 'plan_grant', pages: 50 });
  expect(grant.reason).toMatch(/^Starter plan: 50 pages/);
  if (left > 0) expect(expiry).toMatchObject({ kind: 'expiry', pages: -left });
  await expectSumIsBalance(ada);
  const mails = await receipts(ada);
  expect(mails).toHaveLength(2);
  expect(mails[1].text).toContain('What: Starter plan, billed monthly');
  expect(mails[1].text).toContain('Amount: $22.00');
  expect(mails[1].text).toContain('Pages: 50');
});

it('a renewal: the month’s unused pages expire, the allowance comes back, a renewal receipt', async () => {
  await t.deps.credits.charge(await userId(t, ada), 20, 'used-this-month');
  const end = (await subscription(t, ada)).subscription!.current_period_end * 1000;
  clock = end + 1000;
  const [renewal, expiry] = await allEntries(ada);
  expect(renewal).toMatchObject({ kind: 'renewal', pages: 50 });
  expect(expiry).toMatchObject({ kind: 'expiry', pages: -30 });
  await expectSumIsBalance(ada);
  const mails = await receipts(ada);
  expect(mails).toHaveLength(3);
  expect(mails[2].subject).toBe('Your CastMyScript plan renewed: receipt');
  expect(mails[2].text).toContain('Amount: $22.00');
});

it('a refund mails a refund receipt once, however often the processor reports it', async () => {
  const uid = await userId(t, ada);
  const [plan] = await t.deps.database.db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, uid));
  const subscriptionId = plan.subscriptionId;
  // The processor itself, on the same books, as the app's settling step calls it.
  const processor = createLocalPayments({ db: t.deps.database.db, publicUrl: t.config.linkBase });
  await processor.cancelAndRefund(subscriptionId);
  await processor.cancelAndRefund(subscriptionId);
  await credits(t, ada);
  const refunds = (await receipts(ada)).filter((m) => m.subject === 'Your CastMyScript refund');
  expect(refunds.length).toBeGreaterThanOrEqual(1);
  expect(refunds[0].text).toContain('Refunded: $22.00');
  expect(refunds[0].text).toMatch(/Receipt: https?:\/\//);
  await expectSumIsBalance(ada);
});

it('16 entries a page, newest first; a bad page is a 400 naming it; nobody reads another’s', async () => {
  const uid = await userId(t, ada);
  for (let i = 0; i < 20; i++) await t.deps.credits.grantPaygo(uid, 1, `page-test:${i}`);
  const first = (await get(t, 'credits/ledger', ada.access)).body.data;
  expect(first.entries).toHaveLength(16);
  expect(first.page).toBe(1);
  const ids = first.entries.map((e: Entry) => Number(e._id));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const second = (await get(t, 'credits/ledger?page=2', ada.access)).body.data;
  expect(Number(second.entries[0]._id)).toBeLessThan(ids.at(-1));
  for (const bad of ['0', '-1', 'x', '1.5']) {
    const res = await get(t, `credits/ledger?page=${bad}`, ada.access);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/page/);
  }
  expect((await get(t, 'credits/ledger')).status).toBe(401);
  const bob = await signedInUser(t);
  const bobs = (await get(t, 'credits/ledger', bob.access)).body.data;
  expect(bobs.total).toBe(1);
  const adaDoc = (await allEntries(ada)).find((e) => e.document_id)!.document_id!;
  expect((await get(t, `documents/${adaDoc}`, bob.access)).status).toBe(404);
  await expectSumIsBalance(ada);
});
