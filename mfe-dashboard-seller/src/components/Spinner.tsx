import { theme } from '@marketplace/ui/theme';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
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

/** A page-level loading indicator announced as 'Loading...'. */
export function Spinner() {
  return (
    <Centered role="status">
      <Ring $size={40} aria-hidden="true" />
      <VisuallyHidden>Loading...</VisuallyHidden>
    </Centered>
  );
}

/** A small decorative spinner for busy buttons; the button's disabled state carries the meaning. */
export function InlineSpinner() {
  return <Ring $size={16} aria-hidden="true" data-testid="inline-spinner" />;
}
