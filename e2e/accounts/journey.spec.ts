import { linkFromMail, newAccount } from '../support/accounts';
import { expect, renderedBy, test } from '../support/fixtures';

test('sign up, verify, sign in, edit the profile, change and reset the password', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('journey');

  // Sign up.
  await page.goto('/sign-up');
  await expect(renderedBy(page, 'auth')).toBeVisible();
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('User name').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await expect(signUp).toBeDisabled();
  await page.getByLabel(/I agree/).check();
  await signUp.click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByText('Registered successfully! Please verify your email.')).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  // Verify through the mailed link; the page moves on to sign-in by itself.
  const verify = await linkFromMail(account.email, '/verify/');
  await page.goto(verify.pathname);
  await expect(
    page.getByText('Your email has been verified. You can now sign in.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 6_000 });

  // Sign in.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successfully!')).toBeVisible();

  // Edit the profile through the user menu.
  await page.getByRole('button', { name: /Ada Writer/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile-settings$/);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Personal information updated successfully')).toBeVisible();
  // The shell's header reads the same profile and follows.
  await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();

  // Change the password: this tab keeps working on the fresh tokens the server answers.
  const before = await page.evaluate(() => localStorage.getItem('accessToken'));
  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('Changed123!');
  await page.getByLabel('Confirm new password').fill('Changed123!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');

  // Sign out.
  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // Forgot password, then reset from the mailed link.
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText('Password reset instructions sent successfully.').first(),
  ).toBeVisible();
  const reset = await linkFromMail(account.email, '/reset-password');
  await page.goto(reset.pathname + reset.search);
  await page.getByLabel('New password', { exact: true }).fill('Newest123!');
  await page.getByLabel('Confirm password').fill('Newest123!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password is refused, the new one works.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Changed123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Password').fill('Newest123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
});
