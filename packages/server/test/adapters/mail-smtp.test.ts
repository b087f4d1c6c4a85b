import { createSmtpMail } from '../../src/adapters/mail/mail-smtp';
import { startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { CONTRACT_FROM, describeMailContract } from './mail-contract';

describeMailContract('SMTP', async () => {
  const server = await startSmtpTestServer();
  return {
    mail: createSmtpMail({ url: server.url(), from: CONTRACT_FROM }),
    delivered: async () => server.received.map((m) => m.raw),
    close: () => server.close(),
  };
});

describe('SMTP mail (adapter specifics)', () => {
  let server: SmtpTestServer;
  beforeAll(async () => {
    server = await startSmtpTestServer();
  });
  afterAll(() => server.close());

  it('signs in with the URL credentials and sets the envelope from the addresses', async () => {
    const mail = createSmtpMail({ url: server.url('castmyscript'), from: CONTRACT_FROM });
    const sent = await mail.send({ to: 'Ada <ada@example.com>', subject: 'Hi', text: 'Hello' });
    expect(sent.location).toMatch(/^250/);
    expect(server.received.at(-1)).toMatchObject({
      user: 'castmyscript',
      from: 'no-reply@castmyscript.test',
      to: ['ada@example.com'],
    });
  });

  it('reports a refused login clearly', async () => {
    const url = server.url().replace(/:[^:@]+@/, ':wrong@');
    const mail = createSmtpMail({ url, from: CONTRACT_FROM });
    await expect(mail.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /^The mail server did not accept the message: .*Invalid credentials/,
    );
  });

  it('reports a mail server that is down clearly', async () => {
    const down = await startSmtpTestServer();
    const url = down.url();
    await down.close();
    const mail = createSmtpMail({ url, from: CONTRACT_FROM });
    await expect(mail.send({ to: 'a@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /^The mail server did not accept the message: .*ECONNREFUSED/,
    );
  });
});
