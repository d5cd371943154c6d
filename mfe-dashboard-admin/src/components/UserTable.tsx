/**
 * The buyers' and sellers' list: picture, name, email, role, and per row a Delete and a 'Make admin' /
 * 'Remove admin', each confirmed first. The page supplies the calls and, for sellers, an extra column
 * (verification). An admin made from the list stays in it with the role Admin (and no Delete: remove the role first).
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { UserRow } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { type DeleteCallbacks, useConfirmDelete } from '@marketplace/ui/confirm-delete';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge, ResponsiveTable, RowActions } from '@marketplace/ui/responsive-table';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { type ReactNode, useCallback, useState } from 'react';
import { toast } from 'react-toastify';

interface AdminRoleCallbacks {
  onSuccess: (result: { modifiedCount: number }) => void;
  onError: (error: unknown) => void;
}

interface Props {
  users: UserRow[];
  /** What the list's people are when not admins: 'buyer' or 'seller'. */
  listRole: 'buyer' | 'seller';
  /** Sends the delete; the table turns the answer into the spec's toasts. */
  deleteUser: (id: string, callbacks: DeleteCallbacks) => void;
  /** Grants (admin: true) or revokes admin. */
  setAdmin: (user: UserRow, admin: boolean, callbacks: AdminRoleCallbacks) => void;
  /** True while a call about this user is running: its buttons are disabled. */
  isBusy: (id: string) => boolean;
  extraColumn?: { title: string; render: (user: UserRow) => ReactNode };
}

const ROLE_LABELS = { admin: 'Admin', seller: 'Seller', buyer: 'Buyer' } as const;

export function UserTable({ users, listRole, deleteUser, setAdmin, isBusy, extraColumn }: Props) {
  const [roleChange, setRoleChange] = useState<UserRow | null>(null);
  const closeRoleChange = useCallback(() => setRoleChange(null), []);
  const { deleteButton, dialog: deleteDialog } = useConfirmDelete<UserRow>({
    remove: deleteUser,
    // The spec says 'buyer' for sellers too.
    deletedMessage: (name) => `buyer ${name} deleted successfully`,
  });

  const confirmRoleChange = () => {
    if (!roleChange) return;
    const { name, role } = roleChange;
    const grant = role !== 'admin';
    setRoleChange(null);
    setAdmin(roleChange, grant, {
      onSuccess: () => toast.success(grant ? `${name} is now an admin` : `${name} is no longer an admin`),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  const granting = roleChange !== null && roleChange.role !== 'admin';

  return (
    <>
      <ResponsiveTable>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {extraColumn && <th scope="col">{extraColumn.title}</th>}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td data-label="Picture">
                <ResponsiveImage src={user.img} alt={user.name} width={64} height={64} />
              </td>
              <td data-label="Name">{user.name}</td>
              <td data-label="Email">{user.email}</td>
              <td data-label="Role">
                <Badge $tone={user.role === 'admin' ? 'accent' : 'muted'}>
                  {ROLE_LABELS[user.role] ?? ROLE_LABELS[listRole]}
                </Badge>
              </td>
              {extraColumn && <td data-label={extraColumn.title}>{extraColumn.render(user)}</td>}
              <td data-label="Actions">
                <RowActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={isBusy(user._id)}
                    onClick={() => setRoleChange(user)}
                  >
                    {user.role === 'admin' ? 'Remove admin' : 'Make admin'}
                    <VisuallyHidden> {user.name}</VisuallyHidden>
                  </Button>
                  {user.role !== 'admin' && deleteButton(user, isBusy(user._id))}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      {deleteDialog}
      <ConfirmDialog
        open={roleChange !== null}
        title={granting ? 'Make this user an admin?' : 'Remove this admin?'}
        message={
          roleChange === null
            ? ''
            : granting
              ? `${roleChange.name} will manage buyers, sellers and reported items.`
              : `${roleChange.name} goes back to being a ${listRole} and loses the admin pages.`
        }
        confirmLabel={granting ? 'Make admin' : 'Remove admin'}
        onConfirm={confirmRoleChange}
        onCancel={closeRoleChange}
      />
    </>
  );
}
