import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteRow({ onDelete }: { onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Oak table
      </button>
      <ConfirmDialog
        open={open}
        title="Are you sure you want to delete"
        message="If You delete Oak table, It cannot be undone"
        confirmLabel="Delete"
        onConfirm={() => {
          onDelete();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function openDialog(onDelete = jest.fn()) {
  render(<DeleteRow onDelete={onDelete} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Oak table' }));
  return { user, onDelete, dialog: screen.getByRole('dialog', { name: 'Are you sure you want to delete' }) };
}

describe('ConfirmDialog', () => {
  it('asks with its message and puts the focus on Cancel, so Enter does not delete', async () => {
    const { user, onDelete, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('If You delete Oak table, It cannot be undone');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms once and closes', async () => {
    const { user, onDelete } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape and returns the focus to the row button', async () => {
    const { user, onDelete } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Oak table' })).toHaveFocus();
  });
});
