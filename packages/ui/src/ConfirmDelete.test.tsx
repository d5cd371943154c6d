import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { type DeleteCallbacks, useConfirmDelete } from './ConfirmDelete';
import { apiError } from './testing/render-page';

const ROWS = [
  { _id: 'p1', name: 'Oak table' },
  { _id: 'p2', name: 'Pine chair' },
];

function List({ remove }: { remove: (id: string, callbacks: DeleteCallbacks) => void }) {
  const { deleteButton, dialog } = useConfirmDelete<(typeof ROWS)[number]>({
    remove,
    deletedMessage: (name) => `this ${name} deleted successfully`,
  });
  return (
    <>
      <ul>
        {ROWS.map((row) => (
          <li key={row._id}>{deleteButton(row, row._id === 'p2')}</li>
        ))}
      </ul>
      {dialog}
      <ToastContainer />
    </>
  );
}

async function askToDelete(remove: jest.Mock) {
  render(<List remove={remove} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Oak table' }));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
  expect(dialog).toHaveTextContent('If You delete Oak table, It cannot be undone');
  return { user, dialog };
}

it('deletes the row asked about once confirmed, and says so', async () => {
  const remove = jest.fn((_id: string, callbacks: DeleteCallbacks) =>
    callbacks.onSuccess({ deletedCount: 1 }),
  );
  const { user } = await askToDelete(remove);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(remove).toHaveBeenCalledWith('p1', expect.anything());
  expect(await screen.findByText('this Oak table deleted successfully')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('deletes nothing on Cancel, and keeps a busy row from being asked about', async () => {
  const remove = jest.fn();
  const { user } = await askToDelete(remove);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(remove).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Delete Pine chair' })).toBeDisabled();
});

it('says when nothing was deleted, and shows the API error', async () => {
  const remove = jest
    .fn()
    .mockImplementationOnce((_id: string, callbacks: DeleteCallbacks) =>
      callbacks.onSuccess({ deletedCount: 0 }),
    )
    .mockImplementationOnce((_id: string, callbacks: DeleteCallbacks) =>
      callbacks.onError(apiError(403, { message: 'Only the seller may delete this product' })),
    );
  const { user } = await askToDelete(remove);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('Oak table was not deleted. Reload the list and try again.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete Oak table' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Only the seller may delete this product')).toBeInTheDocument();
});
