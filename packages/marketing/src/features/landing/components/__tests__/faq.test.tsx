import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderPage } from '@castmyscript/test-utils';

import { Faq } from '../faq';
import { FAQ_ITEMS } from '../faq-items';

const allAnswers = FAQ_ITEMS.map((item) => item.answer).join(' ');

test('names the real plans with their catalogue prices and never the old plan names', () => {
  for (const text of [
    'Free ($0 a month, 5 pages)',
    'Starter ($22 a month, 50 pages)',
    'Standard ($40 a month, 100 pages)',
    'Pro ($70 a month, 180 pages)',
  ]) {
    expect(allAnswers).toContain(text);
  }
  expect(allAnswers).not.toMatch(/Creator|Indie/);
});

test('states formats, downloads, cancellation, privacy and voices as the spec asks', () => {
  expect(allAnswers).toContain('PDF, DOCX, TXT, Final Draft (FDX) and Fountain');
  expect(allAnswers).toContain(
    'Starter, Standard and Pro download the full table read as MP3 or WAV',
  );
  expect(allAnswers).toContain('On Free you can listen online');
  expect(allAnswers).toMatch(/month-to-month and can be cancelled anytime/);
  expect(allAnswers).toMatch(/encrypted/);
  expect(allAnswers).toMatch(/never used to train AI models/);
  expect(allAnswers).toMatch(/no limit on voices per script/);
});

test('each question opens its answer', async () => {
  const user = userEvent.setup();
  renderPage(<Faq />, { route: false });
  const question = screen.getByRole('button', { name: 'Is my script safe?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/never used to train AI models/)).toBeVisible();
});

test('the first answer starts open and several can be open at once', async () => {
  const user = userEvent.setup();
  renderPage(<Faq />, { route: false });
  const [first, second] = FAQ_ITEMS;
  const firstQuestion = screen.getByRole('button', { name: first.question });
  expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(first.answer)).toBeVisible();
  expect(screen.getByText(second.answer)).not.toBeVisible();
  await user.click(screen.getByRole('button', { name: second.question }));
  expect(screen.getByText(first.answer)).toBeVisible();
  expect(screen.getByText(second.answer)).toBeVisible();
  await user.click(firstQuestion);
  expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(first.answer)).not.toBeVisible();
});

test('each question is a heading whose button names the answer it controls', () => {
  renderPage(<Faq />, { route: false });
  for (const item of FAQ_ITEMS) {
    const button = screen.getByRole('button', { name: item.question });
    expect(button.closest('h3')).not.toBeNull();
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveTextContent(
      item.answer,
    );
  }
});
