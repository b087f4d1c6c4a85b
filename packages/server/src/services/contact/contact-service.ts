import type { UserRow } from '../../db/schema';
import { sha256 } from '../../lib/digest';
import type { RecipientCap } from '../mail/recipient-cap';
import type { MailDispatch } from '../mail/mail-dispatch';
import {
  contactReceivedMail,
  type ContactFields,
  supportCopyMail,
  supportInboxMail,
} from '../mail/mail-templates';
import { ServiceError } from '../service-error';
import type { ContactDal } from './contact-dal';
import type { RecipientLimit } from './recipient-limit';

/** Contact page, support dialog and the coming-soon list. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export type ContactDeps = {
  contact: ContactDal;
  recipientLimit: RecipientLimit;
  mail: MailDispatch;
  /** Mails per address per hour, whoever asks: over it support still gets the message. */
  mailCap: RecipientCap;
  supportEmail: string;
  now: () => number;
};

/** Case and spacing do not make a message new. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function createContactService(deps: ContactDeps) {
  /**
   * Anyone can type anyone's address into the form, a verified account's included: the reply
   * quotes what the sender wrote only when the sender is signed in as that address, a verified
   * account, and is greeted by the account's name. Otherwise it quotes nothing, not even the
   * name, and links nowhere, so the form cannot carry someone's words into another's inbox.
   */
  function acknowledgement(input: ContactFields, sender: UserRow | undefined) {
    const own =
      sender?.emailVerifiedAt && sender.email.toLowerCase() === input.email.trim().toLowerCase();
    if (!sender || !own) return contactReceivedMail(input.email);
    return supportCopyMail({ ...input, name: sender.name });
  }

  return {
    /** `sender`: the signed-in user who sent it, if any. Support always gets the whole message. */
    async contactUs(input: ContactFields, sender?: UserRow): Promise<void> {
      const now = deps.now();
      const messageHash = sha256(`${normalise(input.subject ?? '')}\n${normalise(input.message)}`);
      if (
        await deps.contact.hasRecent(input.email, messageHash, new Date(now - REPEAT_WINDOW_MS))
      ) {
        throw new ServiceError(
          'conflict',
          'An email has already been sent. Please check your inbox.',
        );
      }
      await deps.recipientLimit.take(input.email);
      await deps.contact.insertMessage({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject ?? null,
        message: input.message,
        messageHash,
        createdAt: new Date(now),
      });
      await deps.mail.send(supportInboxMail(deps.supportEmail, input));
      if (await deps.mailCap.allows(input.email))
        await deps.mail.send(acknowledgement(input, sender));
    },

    /** 'added' the first time, 'already' for a repeat (idempotent). */
    async notifyMe(email: string): Promise<'added' | 'already'> {
      return (await deps.contact.addSignup(email, new Date(deps.now()))) ? 'added' : 'already';
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
