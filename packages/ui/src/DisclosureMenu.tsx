/**
 * A menu that folds behind one button on a phone (640 px and narrower) and stays in place on wider screens:
 * the shell's navbar and its dashboard drawer. The button tells whether it is open (`aria-expanded`) and what it
 * opens (`aria-controls`). Escape closes the menu and puts focus back on the button; a click outside closes it,
 * and so does following a link or pressing a button inside it (it has done its job).
 *
 * Wider than 640 px the button is hidden and the menu and its wrapper take no box of their own
 * (`display: contents`): the content is laid out by the container, as if the menu were not there. On a phone
 * the open menu drops down under the nearest positioned ancestor (give the bar `position: relative`).
 */
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/**
 * The screens where the menu stays in place: wider than 640 px, ResponsiveTable's breakpoint. The styles are
 * written phone first, so a browser (or jsdom) that reads no media query gets the folded menu.
 */
export const UNFOLDED_MENU_MEDIA = '(min-width: 641px)';
/** The phone's screens, where the menu is folded: for what sits beside the menu and follows its layout. */
export const FOLDED_MENU_MEDIA = '(max-width: 640px)';

const Root = styled.div`
  display: contents;
`;

const Toggle = styled.button`
  font: inherit;
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  cursor: pointer;
  white-space: nowrap;
  &[aria-expanded='true'] {
    background: ${theme.colors.primary};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media ${UNFOLDED_MENU_MEDIA} {
    display: none;
  }
`;

/** Three bars, or a cross while open: drawn by the button's text colour. */
const Icon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 16px;
  height: 12px;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 2px;
    background: currentColor;
    transition: transform 0.15s;
  }
  &::before {
    top: ${(p) => (p.$open ? '5px' : '0')};
    transform: ${(p) => (p.$open ? 'rotate(45deg)' : 'none')};
  }
  &::after {
    bottom: ${(p) => (p.$open ? '5px' : '0')};
    transform: ${(p) => (p.$open ? 'rotate(-45deg)' : 'none')};
    box-shadow: ${(p) => (p.$open ? 'none' : `0 -5px 0 currentColor`)};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  display: none;
  &[data-open='true'] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: 20;
    padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
    background: ${theme.colors.surface};
    border-bottom: 1px solid ${theme.colors.border};
    box-shadow: 0 12px 24px rgb(31 26 23 / 0.15);
  }
  @media ${UNFOLDED_MENU_MEDIA} {
    &,
    &[data-open='true'] {
      display: contents;
    }
  }
`;

export interface DisclosureMenuProps {
  /** The button's words ('Menu'); also its accessible name. */
  label: string;
  children: ReactNode;
}

export function DisclosureMenu({ label, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const closeAfterAction = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  };

  return (
    <Root ref={rootRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon $open={open} aria-hidden="true" />
        {label}
      </Toggle>
      <Panel id={panelId} data-open={open} onClick={closeAfterAction} onSubmit={() => setOpen(false)}>
        {children}
      </Panel>
    </Root>
  );
}
