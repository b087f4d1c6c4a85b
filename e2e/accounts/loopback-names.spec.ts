import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '../support/fixtures';

/**
 * `npm start`'s embedded default has no PUBLIC_URL, and a user may open it at 127.0.0.1 as well
 * as at localhost (Polish issue, item 1). This journey runs its own built server that way, on
 * another port, and goes through the two flows that broke there: a password reset (the form's
 * address and the mailed link) and an avatar upload (the signed upload URL under the CSP).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT) + 1;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'castmyscript-e2e-loopback-'));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  delete env.PUBLIC_URL;
  Object.assign(env, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  server = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
    env,
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/v1/health`).then(
          (r) => r.status,
          () => 0,
        ),
      // A fresh data dir is migrated first; with every CI lane on two cores that passed a minute.
      { timeout: 180_000 },
    )
    .toBe(200);
});
test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The newest link to `part` in a mail to `email`, from this server's outbox. */
const mailedLink = async (email: string, part: string) => {
  let link: string | undefined;
  await expect
    .poll(() => {
      const dir = path.join(dataDir, 'outbox');
      const mails = readdirSync(dir)
        .sort()
        .map((n) => readFileSync(path.join(dir, n), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
        .map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      link = mails
        .flatMap((m) => m.match(/https?:\/\/[^\s"<>]+/g) ?? [])
        .filter((l) => l.includes(part))
        .at(-1);
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
};

test('opened at 127.0.0.1 with no PUBLIC_URL, a password reset and an avatar upload work', async ({
  page,
}) => {
  const email = `loopback-${process.pid}-${Date.now().toString(36)}@example.com`;
  const call = (p: string, data: unknown) => page.request.post(`${base}/api/v1/${p}`, { data });
  const registered = await call('auth/register', {
    name: 'Ada Writer',
    username: `lb-${Date.now().toString(36)}`,
    email,
    password: 'Secret123!',
  });
  expect(registered.status()).toBe(201);
  const verify = await mailedLink(email, '/verify/');
  expect(
    (
      await page.request.get(`${base}/api/v1/auth/verify-email/${verify.pathname.split('/').pop()}`)
    ).status(),
  ).toBe(200);

  // Forgot Password at 127.0.0.1: the form's address is accepted and the mail points back here.
  await page.goto(`${base}/forgot-password`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText('Password reset instructions sent successfully.').first(),
  ).toBeVisible();
  const reset = await mailedLink(email, '/reset-password');
  expect(reset.origin).toBe(base);
  await page.goto(reset.href);
  await page.getByLabel('New password', { exact: true }).fill('Newest123!');
  await page.getByLabel('Confirm password').fill('Newest123!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully. You can now log in.')).toBeVisible();

  // Sign in with the new password, then upload a picture through the signed URL.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Newest123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${base}/dashboard`);
  await page.goto(`${base}/dashboard/profile-settings`);
  await page
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
  const picture = page.locator('.cms-avatar-card img.cms-avatar--picture');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
});
