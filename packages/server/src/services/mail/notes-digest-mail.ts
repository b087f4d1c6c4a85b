import type { MailMessage } from '../../adapters/mail/mail-port';
import { greet, layout, PRODUCT } from './mail-templates';

/** One listener's note as the digest lists it: the line, who wrote it and what. */
export type DigestNote = {
  lineIndex: number;
  actor: string;
  dialog: string;
  authorName: string;
  text: string;
};

/** A line quoted short enough to read in a list. */
const quote = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);

/**
 * To the writer: the notes listeners left on a script since the last digest. The subject carries
 * no user text (no header can be injected); the script's title and the notes are in the body.
 */
export function notesDigestMail(
  to: string,
  name: string,
  script: { title: string; link: string },
  items: DigestNote[],
): MailMessage {
  const count = items.length === 1 ? '1 new note' : `${items.length} new notes`;
  const notesText = items.map(
    (n) => `Line ${n.lineIndex + 1} (${n.actor}: "${quote(n.dialog)}")\n${n.authorName}: ${n.text}`,
  );
  const lines = [
    greet(name),
    `Listeners left ${count} on "${script.title}":`,
    ...notesText,
    'Open the script to read them on their lines, reply and resolve them.',
  ];
  return {
    to,
    subject: `${count} from listeners — ${PRODUCT}`,
    text: `${lines.join('\n\n')}\n\nOpen the script: ${script.link}\n`,
    html: layout('notes from listeners', lines, { href: script.link, label: 'Open the script' }),
  };
}
