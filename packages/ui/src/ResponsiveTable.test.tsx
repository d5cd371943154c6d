import { render, screen, within } from '@testing-library/react';
import { Badge, ResponsiveTable, RowActions } from './ResponsiveTable';

it('keeps a real table whose cells are named by their column headers', () => {
  render(
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td data-label="Name">Oak table</td>
          <td data-label="Status">
            <Badge $tone="success">available</Badge>
          </td>
          <td data-label="Actions">
            <RowActions>
              <button type="button">Delete</button>
            </RowActions>
          </td>
        </tr>
      </tbody>
    </ResponsiveTable>,
  );
  const table = screen.getByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Status', 'Actions']);
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Status', 'Actions']);
  expect(within(cells[2]!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});
