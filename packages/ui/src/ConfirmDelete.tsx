/**
 * Delete a row of a list after asking: the row's Delete button, the spec's confirmation ('Are you sure you want
 * to delete'), then the call, and a toast for each outcome. `useConfirmDelete` keeps which row is asked about;
 * the page renders `deleteButton(row)` in each row and `dialog` once.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { type ReactNode, useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { VisuallyHidden } from './VisuallyHidden';

export interface DeletableRow {
  _id: string;
  name: string;
}

export interface DeleteCallbacks {
  onSuccess: (result: { deletedCount: number }) => void;
  onError: (error: unknown) => void;
}

interface Options {
  /** Sends the delete (a mutation's `mutate`, or a page's call); the hook turns the answer into toasts. */
  remove: (id: string, callbacks: DeleteCallbacks) => void;
  /** The spec's success toast for this list. */
  deletedMessage: (name: string) => string;
  /** The row button's label ('Delete' unless the row holds more than the thing deleted). */
  buttonLabel?: string;
}

export function useConfirmDelete<Row extends DeletableRow>({
  remove,
  deletedMessage,
  buttonLabel = 'Delete',
}: Options): {
  deleteButton: (row: Row, disabled: boolean) => ReactNode;
  dialog: ReactNode;
} {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const close = useCallback(() => setToDelete(null), []);

  const confirm = () => {
    if (!toDelete) return;
    const { _id, name } = toDelete;
    setToDelete(null);
    remove(_id, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) toast.success(deletedMessage(name));
        else toast.error(`${name} was not deleted. Reload the list and try again.`);
      },
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  const deleteButton = (row: Row, disabled: boolean) => (
    <Button type="button" $variant="danger" disabled={disabled} onClick={() => setToDelete(row)}>
      {buttonLabel}
      <VisuallyHidden> {row.name}</VisuallyHidden>
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      open={toDelete !== null}
      title="Are you sure you want to delete"
      message={toDelete ? `If You delete ${toDelete.name}, It cannot be undone` : ''}
      confirmLabel="Delete"
      onConfirm={confirm}
      onCancel={close}
    />
  );

  return { deleteButton, dialog };
}
