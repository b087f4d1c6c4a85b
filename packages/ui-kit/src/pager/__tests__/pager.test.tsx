import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pager } from '../pager';

describe('Pager', () => {
  it('marks the current page and hides gaps from assistive tech', () => {
    render(<Pager current={5} total={10} onChange={() => {}} variant="transaction" />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
  });

  it('moves with Previous, Next and page buttons', async () => {
    const onChange = jest.fn();
    render(<Pager current={1} total={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('jumps with the go-to box on the transaction pager, clamping to the last page', async () => {
    const onChange = jest.fn();
    render(<Pager current={1} total={12} onChange={onChange} variant="transaction" />);
    const box = screen.getByLabelText('Go to page');
    await userEvent.type(box, '7{Enter}');
    await userEvent.type(box, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange.mock.calls).toEqual([[7], [12]]);
  });

  it('has no go-to box on the history pager and renders nothing without pages', () => {
    const { container, rerender } = render(<Pager current={1} total={9} onChange={() => {}} />);
    expect(screen.queryByLabelText('Go to page')).not.toBeInTheDocument();
    rerender(<Pager current={1} total={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
