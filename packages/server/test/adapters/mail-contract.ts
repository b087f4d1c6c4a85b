import { simpleParser } from 'mailparser';

import type { MailPort } from '../../src/adapters/mail/mail-port';

/**
 * What every mail adapter must do: deliver one well-formed multipart message whose subject,
 * addresses, text, HTML and links arrive intact, with the id it reports, and refuse header
 * injection before anything leaves. The outbox and SMTP adapters both run it.
 */
export type MailHarness = {
  mail: MailPort;
  /** Raw messages delivered so far, oldest first. */
  delivered(): Promise<Buffer[]>;
  close(): Promise<void>;
};

export const CONTRACT_FROM = 'CastMyScript <no-reply@castmyscript.test>';

export function describeMailContract(name: string, setup: () => Promise<MailHarness>): void {
  describe(`${name} mail (shared contract)`, () => {
    let h: MailHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(() => h.close());

    it('delivers a multipart message whose headers, text, HTML and links arrive intact', async () => {
      const link = `http://localhost:3000/reset-password?token=${'Ab9_-'.repeat(16)}&email=zo%C3%AB%40example.com`;
      const text = `Hello Zoë,\n\nChoose a new password: ${link}\n\n${'A long line '.repeat(12)}end.`;
      const before = (await h.delivered()).length;
      const sent = await h.mail.send({
        to: 'zoe@example.com',
        subject: 'Réinitialisez votre mot de passe — CastMyScript',
        text,
        html: `<p>Hello Zoë,</p><p><a href="${link}">Choose a new password</a></p>`,
      });

      const delivered = await h.delivered();
      expect(delivered).toHaveLength(before + 1);
      const parsed = await simpleParser(delivered.at(-1)!);
      expect(parsed.subject).toBe('Réinitialisez votre mot de passe — CastMyScript');
      expect(parsed.from?.value[0]).toEqual({
        address: 'no-reply@castmyscript.test',
        name: 'CastMyScript',
      });
      expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0].address).toBe(
        'zoe@example.com',
      );
      expect(parsed.text?.trim()).toBe(text);
      expect(parsed.text?.match(/https?:\/\/\S+/g)).toEqual([link]);
      expect(parsed.html).toContain(`<a href="${link}">`);
      expect(parsed.messageId).toBe(`<${sent.id}@castmyscript.test>`);
      expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    });

    it('refuses header injection through the recipient, and delivers nothing', async () => {
      const before = (await h.delivered()).length;
      await expect(
        h.mail.send({ to: 'a@example.com\r\nBcc: victim@example.com', subject: 'x', text: 'x' }),
      ).rejects.toThrow('line breaks');
      expect(await h.delivered()).toHaveLength(before);
    });
  });
}
