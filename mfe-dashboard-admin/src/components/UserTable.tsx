/**
 * The buyers' and sellers' list: picture, name, email and a Delete that asks for confirmation first.
 * The page supplies the delete call and, for sellers, an extra column (verification).
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { UserRow } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { ResponsiveTable, RowActions } from '@marketplace/ui/responsive-table';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { type ReactNode, useCallback, useState } from 'react';
import { toast } from 'react-toastify';

interface DeleteCallbacks {
  onSuccess: (result: { deletedCount: number }) => void;
  onError: (error: unknown) => void;
}

interface Props {
  users: UserRow[];
  /** Sends the delete; the table turns the answer into the spec's toasts. */
  deleteUser: (id: string, callbacks: DeleteCallbacks) => void;
  /** True while a call about this user is running: its buttons are disabled. */
  isBusy: (id: string) => boolean;
  extraColumn?: { title: string; render: (user: UserRow) => ReactNode };
}

export function UserTable({ users, deleteUser, isBusy, extraColumn }: Props) {
  const [toDelete, setToDelete] = useState<UserRow | null>(null);
  const closeDialog = useCallback(() => setToDelete(null), []);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id, name } = toDelete;
    setToDelete(null);
    deleteUser(_id, {
      onSuccess: (result) => {
        // The spec says 'buyer' for sellers too.
        if (result.deletedCount > 0) toast.success(`buyer ${name} deleted successfully`);
        else toast.error(`${name} was not deleted. Reload the list and try again.`);
      },
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  return (
    <>
      <ResponsiveTable>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            {extraColumn && <th scope="col">{extraColumn.title}</th>}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td data-label="Picture">
                <img src={user.img} alt={user.name} loading="lazy" width={64} height={64} />
              </td>
              <td data-label="Name">{user.name}</td>
              <td data-label="Email">{user.email}</td>
              {extraColumn && <td data-label={extraColumn.title}>{extraColumn.render(user)}</td>}
              <td data-label="Actions">
                <RowActions>
                  <Button
                    type="button"
                    $variant="danger"
                    disabled={isBusy(user._id)}
                    onClick={() => setToDelete(user)}
                  >
                    Delete<VisuallyHidden> {user.name}</VisuallyHidden>
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      <ConfirmDialog
        open={toDelete !== null}
        title="Are you sure you want to delete"
        message={toDelete ? `If You delete ${toDelete.name}, It cannot be undone` : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={closeDialog}
      />
    </>
  );
}
