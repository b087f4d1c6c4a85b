import type { MailMessage } from '../../adapters/mail/mail-port';

/**
 * Every mail the accounts work sends, as text + HTML with the product name. Values that come
 * from users are HTML-escaped; subjects carry no user text, so no header can be injected.
 */
export const PRODUCT = 'CastMyScript';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
) {
  const body = paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escape(link.href)}" style="background:#6d28d9;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>\n<p style="font-size:12px;color:#666">Or paste this address into your browser: ${escape(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:560px;margin:auto">
<h2>${escape(PRODUCT)} — ${escape(title)}</h2>
${body}
${button}
<p style="font-size:12px;color:#666">${escape(PRODUCT)}: turn a screenplay into an AI-voiced table read.</p>
</body></html>`;
}

export const greet = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function verificationMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    greet(name),
    `Welcome to ${PRODUCT}! Please confirm your email address to activate your account.`,
    'This link is valid for 24 hours. If you did not sign up, you can ignore this email.',
  ];
  return {
    to,
    subject: `Verify your email for ${PRODUCT}`,
    text: `${lines.join('\n\n')}\n\nVerify your email: ${link}\n`,
    html: layout('verify your email', lines, { href: link, label: 'Verify email' }),
  };
}

export function resetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  const lines = [
    greet(name),
    `Someone asked to reset the password of your ${PRODUCT} account.`,
    `This link is valid for ${minutes} minutes and works once. If it was not you, ignore this email: your password stays as it is.`,
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('reset your password', lines, { href: link, label: 'Reset password' }),
  };
}

/**
 * To the owner of an account when someone signs up with its address (security check 46): the
 * sign-up answered as for a new account, so only the owner learns the account exists.
 */
export function signUpAttemptMail(
  to: string,
  name: string,
  links: { signIn: string; forgotPassword: string },
): MailMessage {
  const lines = [
    greet(name),
    `Someone tried to create a new ${PRODUCT} account with this email address, which already has one. Nothing about your account has changed.`,
    `If it was you, sign in instead: ${links.signIn}. If you forgot your password, you can reset it: ${links.forgotPassword}.`,
    'If it was not you, you can ignore this email.',
  ];
  return {
    to,
    subject: `Sign-up attempt with your ${PRODUCT} email`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('someone tried to sign up with your email', lines, {
      href: links.signIn,
      label: 'Sign in',
    }),
  };
}

export function passwordChangedMail(to: string, name: string, when: Date): MailMessage {
  const lines = [
    greet(name),
    `The password of your ${PRODUCT} account was changed on ${when.toUTCString()}. Every other session has been signed out.`,
    'If you did not do this, reset your password now and contact support.',
  ];
  return {
    to,
    subject: `Your ${PRODUCT} password was changed`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('your password was changed', lines),
  };
}

export type ContactFields = {
  name: string;
  email: string;
  phone: string;
  subject?: string;
  message: string;
};

export function supportInboxMail(to: string, c: ContactFields): MailMessage {
  const lines = [
    `From: ${c.name} <${c.email}>`,
    `Phone: ${c.phone || '—'}`,
    `Subject: ${c.subject || '—'}`,
    c.message,
  ];
  return {
    to,
    subject: `${PRODUCT} support: new message`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('new support message', lines),
  };
}

/** To the owner of a verified account: a copy of what they sent. */
export function supportCopyMail(c: ContactFields): MailMessage {
  const lines = [
    greet(c.name),
    `We received your message and will reply within 24 hours (Monday to Friday, 9:00 AM to 6:00 PM). A copy of what you sent:`,
    c.message,
  ];
  return {
    to: c.email,
    subject: `We received your message — ${PRODUCT} support`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('we received your message', lines),
  };
}

/**
 * To an address that is not a verified account: fixed text only, no link (security check 45).
 * Whoever filled in the form may not own the address, so nothing they wrote is repeated.
 */
export function contactReceivedMail(to: string): MailMessage {
  const lines = [
    'Hello,',
    `${PRODUCT} support received a message that gave this email address for the reply. We answer within 24 hours (Monday to Friday, 9:00 AM to 6:00 PM).`,
    'If you did not write to us, you can ignore this email: nothing else will be sent unless you write again.',
  ];
  return {
    to,
    subject: `We received your message — ${PRODUCT} support`,
    text: `${lines.join('\n\n')}\n`,
    html: layout('we received your message', lines),
  };
}
