/**
 * The remote's one confirmation dialog: a native <dialog> opened with showModal(), so the browser
 * traps focus, closes it on Escape and makes the page behind it inert. Focus returns to the control
 * that opened it.
 */
import { theme } from '@marketplace/ui/theme';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

const Dialog = styled.dialog`
  width: min(92vw, 440px);
  padding: ${theme.space(6)};
  border: none;
  border-radius: ${theme.radius};
  color: ${theme.colors.text};
  font-family: ${theme.font};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  &::backdrop {
    background: rgba(31, 26, 23, 0.55);
  }
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${theme.space(6)};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(3)};
`;

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The safe choice gets the focus first: Enter on a destructive dialog should not delete.
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
    // Escape fires 'cancel' and then closes the dialog itself; tell the owner so its state follows.
    const handleCancel = () => onCancel();
    dialog.addEventListener('close', restoreFocus);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', restoreFocus);
      dialog.removeEventListener('cancel', handleCancel);
    };
  }, [onCancel]);

  return (
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <Actions>
        <Button type="button" $variant="secondary" ref={cancelRef} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
