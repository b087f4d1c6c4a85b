import { randomBytes } from 'node:crypto';

/**
 * Builds an RFC 5322 / MIME `multipart/alternative` message: text first, HTML second, both
 * quoted-printable UTF-8 so the `.eml` stays readable in an editor and opens in any mail client.
 */
export type MimeInput = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  date: Date;
};

const CRLF = '\r\n';

/** Header values must be one line: a CR or LF from user input would inject headers. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Header values cannot contain line breaks');
  return value;
}

/** RFC 2047 encoded words for non-ASCII text, split so each word stays within 75 characters. */
export function encodeHeaderText(value: string): string {
  headerValue(value);
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const ch of value) {
    if (Buffer.byteLength(chunk + ch) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(`${CRLF} `);
}

/** Quoted-printable (RFC 2045 §6.7) with CRLF line ends and soft breaks before 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens: string[] = [];
      bytes.forEach((b, i) => {
        const last = i === bytes.length - 1;
        const literal = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && !last);
        tokens.push(
          literal ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`,
        );
      });
      let out = '';
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          out += `${current}=${CRLF}`;
          current = '';
        }
        current += token;
      }
      return out + current;
    })
    .join(CRLF);
}

export function buildMime(input: MimeInput): string {
  const boundary = `=_cms_${randomBytes(12).toString('hex')}`;
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: quoted-printable',
      '',
      encodeQuotedPrintable(body),
    ].join(CRLF);
  const headers = [
    `From: ${headerValue(input.from)}`,
    `To: ${headerValue(input.to)}`,
    `Subject: ${encodeHeaderText(input.subject)}`,
    `Date: ${input.date.toUTCString()}`,
    `Message-ID: <${headerValue(input.messageId)}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const parts = [part('text/plain', input.text)];
  if (input.html) parts.push(part('text/html', input.html));
  return [...headers, '', ...parts, `--${boundary}--`, ''].join(CRLF);
}
