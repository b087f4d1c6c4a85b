import { screen } from '@testing-library/react';

import { currentPath, renderPage } from '@castmyscript/test-utils';

import { WorkflowFrame } from '../workflow-frame';

const open = (step: number, documentId?: string, beforeLeave?: () => Promise<boolean>) =>
  renderPage(
    <WorkflowFrame step={step} documentId={documentId} beforeLeave={beforeLeave}>
      <p>the page</p>
    </WorkflowFrame>,
    { path: '/here' },
  );
const step = (name: RegExp) => screen.getByRole('button', { name });

test('without a document, steps 2–4 and Next are disabled on the Upload step', () => {
  open(0);
  expect(step(/upload script/i)).toBeEnabled();
  for (const name of [/script scenes/i, /assign voices/i, /preview/i])
    expect(step(name)).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByText('the page')).toBeInTheDocument();
});

test('a later step without a document shows "Upload Required", whose button goes to Upload', async () => {
  const { user } = open(2);
  expect(screen.queryByText('the page')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Upload Required' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Go to Upload Step' }));
  expect(currentPath()).toBe('/dashboard/process/upload');
});

test('earlier steps show as completed and the bar fills in proportion', () => {
  open(2, 'doc-1');
  expect(step(/upload script \(completed\)/i)).toBeEnabled();
  expect(step(/script scenes \(completed\)/i)).toBeEnabled();
  expect(step(/assign voices/i)).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('progressbar', { name: 'Workflow progress' })).toHaveAttribute(
    'aria-valuenow',
    '75',
  );
});

test.each([
  [0, 'Next', '/dashboard/process/doc-1/scenes'],
  [1, 'Next', '/dashboard/process/doc-1/assign-voice'],
  [2, 'Next', '/dashboard/process/doc-1/scenes-preview'],
  [3, 'Next', '/dashboard/transaction'],
  [1, 'Previous', '/dashboard/process/doc-1/upload'],
  [3, 'Previous', '/dashboard/process/doc-1/assign-voice'],
])('on step %d, %s goes to %s', async (index, button, path) => {
  const { user } = open(index, 'doc-1');
  await user.click(screen.getByRole('button', { name: button }));
  expect(currentPath()).toBe(path);
});

test('choosing a step goes to its page', async () => {
  const { user } = open(0, 'doc-1');
  await user.click(step(/preview/i));
  expect(currentPath()).toBe('/dashboard/process/doc-1/scenes-preview');
});

test('a page can hold the way out (e.g. unsaved edits)', async () => {
  const beforeLeave = jest.fn(async () => false);
  const { user } = open(1, 'doc-1', beforeLeave);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(beforeLeave).toHaveBeenCalled();
  expect(currentPath()).toBe('/here');
});
