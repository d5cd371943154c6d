/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page behind inert,
 * Escape closes it, and focus goes back to whatever opened it.
 */
import { theme } from '@marketplace/ui/theme';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Modal = styled.dialog`
  width: min(32rem, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  border: none;
  border-radius: ${theme.radius};
  padding: 0;
  color: ${theme.colors.text};
  &::backdrop {
    background: rgb(31 26 23 / 0.55);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    font-size: 1.15rem;
    margin: 0;
  }
`;

const CloseButton = styled.button`
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${theme.radius};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Body = styled.div`
  padding: ${theme.space(4)};
`;

interface Props {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, open, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Escape and form method=dialog close the element natively; tell the owner so its state follows.
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Modal ref={ref} aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" aria-label="Close" onClick={onClose}>
          ×
        </CloseButton>
      </Header>
      <Body>{children}</Body>
    </Modal>
  );
}
