/**
 * Loading indicators: Spinner for a page or a section that waits (announced, role=status), InlineSpinner for a
 * busy button. One ring, so every part of the site waits the same way.
 */
import type { Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string; $onColour?: boolean }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border: ${(p) => (p.$size === '40px' ? '4px' : '2px')} solid
    ${(p) => (p.$onColour ? 'currentColor' : theme.colors.border)};
  border-top-color: ${(p) => (p.$onColour ? 'transparent' : theme.colors.primary)};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.space(12)} 0;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  padding: ${theme.space(4)} 0;
  margin: 0;
`;

interface SpinnerProps {
  /** What screen readers hear, and what a `line` spinner shows. */
  label?: string;
  /** page: a large centred ring, the label hidden; line: a small ring and the label as a status line. */
  layout?: 'page' | 'line';
  /** For a placeholder that waits to come into view. */
  ref?: Ref<HTMLElement>;
}

export function Spinner({ label = 'Loading...', layout = 'page', ref }: SpinnerProps) {
  if (layout === 'line') {
    return (
      <Line ref={ref as Ref<HTMLParagraphElement>} role="status">
        <Ring $size="1.25rem" aria-hidden="true" />
        {label}
      </Line>
    );
  }
  return (
    <Centered ref={ref as Ref<HTMLDivElement>} role="status">
      <Ring $size="40px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Centered>
  );
}

/**
 * The small ring inside a busy button, in the button's text colour. With a `label` it is announced
 * (role=status); without, it is decorative and the button's own text says what happens.
 */
export function InlineSpinner({ label }: { label?: string }) {
  if (!label) return <Ring $size="1em" $onColour aria-hidden="true" data-testid="inline-spinner" />;
  return (
    <span role="status">
      <Ring $size="1em" $onColour aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
