/**
 * Mail port. Services hand over a finished message; the adapter decides where it goes
 * (an `.eml` outbox in the embedded default, SMTP when `SMTP_URL` is set).
 */
export type MailMessage = {
  to: string;
  subject: string;
  /** Plain-text body; always sent, and the source of the links logged by the outbox. */
  text: string;
  html?: string;
};

export type SentMail = { id: string; location?: string };

export interface MailPort {
  readonly driver: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
}
