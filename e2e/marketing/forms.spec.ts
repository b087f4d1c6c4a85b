import { expect, test } from '../support/fixtures';

// Through the real server: the messages come from its answers, not from a stand-in.
test('the contact form sends once, and a repeat of the same message is caught (409)', async ({
  page,
}) => {
  const unique = `E2E question ${Date.now()}: can I share a table read with my producer?`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name', { exact: true }).fill('Grace Producer');
  await form.getByLabel('Phone', { exact: true }).fill('02079460000');
  await form.getByLabel('Email', { exact: true }).fill(`grace.${Date.now()}@example.com`);
  await form.getByLabel('Message', { exact: true }).fill(unique);
  const email = await form.getByLabel('Email', { exact: true }).inputValue();

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();

  // The form was cleared; the same sender and message again within minutes is a duplicate.
  await form.getByLabel('Name', { exact: true }).fill('Grace Producer');
  await form.getByLabel('Phone', { exact: true }).fill('02079460000');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Message', { exact: true }).fill(unique);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('An email has already been sent. Please check your inbox.'),
  ).toBeVisible();
});

test('notify-me stores an address once and says so on a repeat', async ({ page }) => {
  const email = `early.${Date.now()}@example.com`;
  await page.goto('/coming-soon');
  const form = page.getByRole('form', { name: 'Notify me' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(form.getByRole('status')).toHaveText('Thanks! We will let you know.');

  await page.reload();
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(form.getByRole('status')).toHaveText('You are already on the list.');
});
