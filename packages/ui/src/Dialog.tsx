/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page behind it inert, Escape closes
 * it, and focus goes back to whatever opened it. Labelled by its heading. The content mounts while open only,
 * so a form inside starts empty each time.
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Modal = styled.dialog<{ $width: string }>`
  width: min(${(p) => p.$width}, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  border: none;
  border-radius: ${theme.radius};
  padding: 0;
  color: ${theme.colors.text};
  font-family: ${theme.font};
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
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
    font-size: 1.2rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const CloseButton = styled.button`
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  width: 44px;
  height: 44px;
  flex: none;
  border: none;
  border-radius: ${theme.radius};
  background: transparent;
  color: inherit;
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

export interface DialogProps {
  open: boolean;
  /** The heading, which also names the dialog. */
  title: string;
  /** Escape, the × button, or a form with method=dialog: the owner sets `open` to false. */
  onClose: () => void;
  children: ReactNode;
  /** Without the × button: the content offers its own way out (a Cancel button). */
  hideCloseButton?: boolean;
  /** The element that describes the dialog (aria-describedby), for a confirmation's message. */
  describedBy?: string;
  /** Where focus goes on opening; otherwise the browser picks the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The widest the dialog gets on a desktop (CSS length); it never exceeds the screen. */
  width?: string;
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  onClose,
  children,
  hideCloseButton = false,
  describedBy,
  initialFocus,
  width = '32rem',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current?.current?.focus();
    // Escape (and method=dialog) close the element natively; tell the owner so its state follows.
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Modal ref={ref} aria-labelledby={titleId} aria-describedby={describedBy} $width={width}>
      <Header>
        <h2 id={titleId}>{title}</h2>
        {hideCloseButton ? null : (
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseButton>
        )}
      </Header>
      <Body>{children}</Body>
    </Modal>
  );
}
