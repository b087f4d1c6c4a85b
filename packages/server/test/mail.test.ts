import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { simpleParser } from 'mailparser';

import { createOutboxMail } from '../src/adapters/mail/mail-outbox';
import { tempDir } from './helpers/app';

describe('outbox mail', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());
  const logged: unknown[] = [];
  const logger = {
    debug: () => {},
    info: (o: unknown) => logged.push(o),
    warn: () => {},
    error: () => {},
  };
  const printed: string[] = [];
  const mail = createOutboxMail({
    dir: join(tmp.dir, 'outbox'),
    from: 'CastMyScript <no-reply@castmyscript.test>',
    logger,
    print: (line) => printed.push(line),
  });

  it('writes a multipart/alternative .eml that a mail parser reads back', async () => {
    const link = 'http://localhost:3000/verify-email?token=abc123&x=1';
    const text = `Hello Zoë,\n\nConfirm your address: ${link}\n\n${'A long line '.repeat(12)}end.`;
    const sent = await mail.send({
      to: 'zoe@example.com',
      subject: 'Vérifiez votre adresse — CastMyScript',
      text,
      html: `<p>Hello Zoë,</p><p><a href="${link}">Confirm</a></p>`,
    });

    const files = readdirSync(join(tmp.dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(tmp.dir, 'outbox', files[0]));
    expect(raw.toString()).toMatch(/^Content-Type: multipart\/alternative; boundary="/m);

    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Vérifiez votre adresse — CastMyScript');
    expect(parsed.from?.value[0]).toEqual({
      address: 'no-reply@castmyscript.test',
      name: 'CastMyScript',
    });
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0].address).toBe(
      'zoe@example.com',
    );
    expect(parsed.text?.trim()).toBe(text);
    expect(parsed.html).toContain(`<a href="${link}">Confirm</a>`);
    expect(parsed.messageId).toBe(`<${sent.id}@castmyscript.test>`);
    expect(logged).toEqual([expect.objectContaining({ to: 'zoe@example.com', links: [link] })]);
    expect(printed).toEqual([expect.stringContaining(link)]);
  });

  it('refuses header injection through the recipient', async () => {
    await expect(
      mail.send({ to: 'a@example.com\r\nBcc: victim@example.com', subject: 'x', text: 'x' }),
    ).rejects.toThrow('line breaks');
  });
});
