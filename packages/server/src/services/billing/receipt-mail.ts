import type { MailMessage } from '../../adapters/mail/mail-port';
import type { UserRow } from '../../db/schema';
import { greet, layout, PRODUCT } from '../mail/mail-templates';
import type { MailDispatch } from '../mail/mail-dispatch';

/** A payment, renewal or refund the buyer is mailed a receipt for, once it has committed. */
export type ReceiptFact = {
  userId: string;
  kind: 'purchase' | 'renewal' | 'refund';
  /** What was bought, e.g. "50 pay-as-you-go pages" or "Starter plan, billed monthly". */
  what: string;
  amountCents: number;
  currency: string;
  pages: number | null;
  at: Date;
  /** The receipt the Transactions page links to; relative ones are made absolute here. */
  receiptUrl: string | null;
};

const TITLES = { purchase: 'receipt', renewal: 'renewal receipt', refund: 'refund receipt' };
const SUBJECTS = {
  purchase: `Your ${PRODUCT} receipt`,
  renewal: `Your ${PRODUCT} plan renewed: receipt`,
  refund: `Your ${PRODUCT} refund`,
};

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
const day = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function receiptMail(to: string, name: string, f: ReceiptFact, link: string | null) {
  const lines = [
    greet(name),
    f.kind === 'refund'
      ? `We refunded a payment to you. The pages it bought and not yet used are taken back.`
      : f.kind === 'renewal'
        ? `Your plan renewed and its monthly pages are ready. Thank you.`
        : `Thank you for your purchase. The pages are in your account.`,
    [
      `What: ${f.what}`,
      `${f.kind === 'refund' ? 'Refunded' : 'Amount'}: ${money(f.amountCents, f.currency)}`,
      `Pages: ${f.pages === null ? '—' : f.pages}`,
      `Date: ${day(f.at)}`,
    ].join('\n'),
  ];
  const receipt = link ? `\n\nReceipt: ${link}\n` : '\n\nReceipt: not available yet\n';
  return {
    to,
    subject: SUBJECTS[f.kind],
    text: `${lines.join('\n\n')}${receipt}`,
    html: layout(TITLES[f.kind], lines, link ? { href: link, label: 'View receipt' } : undefined),
  } satisfies MailMessage;
}

/**
 * Mails each receipt after its event committed, to the account's address (never one a provider
 * reported, which anyone with dashboard access could change).
 */
export function createReceiptMailer(deps: {
  findUser: (id: string) => Promise<UserRow | undefined>;
  mailer: Pick<MailDispatch, 'afterAnswer'>;
  /** Origin for receipt links the provider gave relative to the app. */
  publicUrl: string;
}) {
  const absolute = (url: string | null) =>
    url && url.startsWith('/') ? `${deps.publicUrl}${url}` : url;
  return (facts: ReceiptFact[]) => {
    for (const fact of facts) {
      deps.mailer.afterAnswer(async () => {
        const user = await deps.findUser(fact.userId);
        return user && receiptMail(user.email, user.name, fact, absolute(fact.receiptUrl));
      });
    }
  };
}
