import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';

import { TableShell } from '../table-shell';

const rows = (
  <tbody>
    <tr>
      <th scope="row">Act one</th>
      <td>12</td>
      <td>
        <button type="button">Open</button>
      </td>
    </tr>
  </tbody>
);
const columns = ['Scene', 'Pages', { label: 'Actions', visuallyHidden: true as const }];

describe('TableShell', () => {
  it('names the table by its caption and heads each column, a hidden one for screen readers', () => {
    render(
      <TableShell className="x-table" caption="Runtime per scene" columns={columns}>
        {rows}
      </TableShell>,
    );
    const table = screen.getByRole('table', { name: 'Runtime per scene' });
    expect(table).toHaveClass('x-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Scene', 'Pages', 'Actions']);
    expect(within(headers[2]).getByText('Actions')).toHaveClass('cms-visually-hidden');
    expect(within(table).getByRole('rowheader', { name: 'Act one' })).toBeInTheDocument();
  });

  it('takes its name from a heading when given one, and wraps the table only when asked', () => {
    const { container } = render(
      <>
        <h2 id="use-title">Page use</h2>
        <TableShell
          className="x-table"
          wrapClassName="x-wrap"
          labelledBy="use-title"
          columns={columns}
        >
          {rows}
        </TableShell>
      </>,
    );
    const table = screen.getByRole('table', { name: 'Page use' });
    expect(table.parentElement).toHaveClass('x-wrap');
    expect(container.querySelector('caption')).toBeNull();
  });

  it('leaves the table unwrapped without a wrapper class', () => {
    const { container } = render(
      <TableShell className="x-table" caption="Scripts" columns={columns}>
        {rows}
      </TableShell>,
    );
    expect(container.firstElementChild?.tagName).toBe('TABLE');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TableShell className="x-table" caption="Runtime per scene" columns={columns}>
        {rows}
      </TableShell>,
    );
    const { violations } = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
