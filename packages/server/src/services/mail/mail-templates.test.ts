import { resetMail, supportInboxMail, verificationMail } from './mail-templates';

describe('mail templates', () => {
  it('carry the product name and the link in text and HTML', () => {
    const mail = verificationMail('a@example.com', 'Ada', 'http://localhost:3000/verify/abc');
    expect(mail.subject).toContain('CastMyScript');
    expect(mail.text).toContain('http://localhost:3000/verify/abc');
    expect(mail.html).toContain('href="http://localhost:3000/verify/abc"');
    expect(resetMail('a@example.com', '', 'http://x/r?token=1&b=2', 60).html).toContain(
      'href="http://x/r?token=1&#38;b=2"',
    );
  });

  it('escape what users wrote', () => {
    const mail = supportInboxMail('support@localhost', {
      name: '<b>Eve</b>',
      email: 'eve@example.com',
      phone: '',
      message: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toMatch(/<script>|<b>Eve/);
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});
