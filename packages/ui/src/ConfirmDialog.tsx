/** Asks before something that cannot be undone. The safe choice (Cancel) has the focus first. */
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { theme } from './theme';

const Message = styled.p`
  margin: 0 0 ${theme.space(6)};
  overflow-wrap: anywhere;
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
  /** Cancel, Escape: the owner sets `open` to false. */
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      hideCloseButton
      describedBy={messageId}
      initialFocus={cancelRef}
      width="440px"
    >
      <Message id={messageId}>{message}</Message>
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
