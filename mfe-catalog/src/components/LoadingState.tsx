/**
 * The status line a fetch shows while it works (see DataState.tsx). In its own file because it needs no API
 * client: the home page shows it without loading axios first.
 */
import { theme } from '@marketplace/ui/theme';
import type { Ref } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  color: ${theme.colors.muted};
  padding: ${theme.space(4)} 0;
  &::before {
    content: '';
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    border: 3px solid ${theme.colors.border};
    border-top-color: ${theme.colors.primary};
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation-duration: 3s;
    }
  }
`;

/** `ref`: for a placeholder that waits to come into view (see useNearViewport). */
export function LoadingState({
  label = 'Loading...',
  ref,
}: {
  label?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <Status ref={ref} role="status">
      {label}
    </Status>
  );
}
