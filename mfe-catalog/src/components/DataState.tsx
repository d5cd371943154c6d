/**
 * The one loading and error display of this remote: every fetch shows either a status line while
 * it works or a clear message with Retry when it failed, never an empty area or an endless spinner.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

export { LoadingState } from './LoadingState';

const Alert = styled.div`
  border: 1px solid ${theme.colors.danger};
  background: #fef3f2;
  color: ${theme.colors.text};
  border-radius: ${theme.radius};
  padding: ${theme.space(4)};
  margin: ${theme.space(4)} 0;
  p {
    margin: 0 0 ${theme.space(3)};
  }
  strong {
    color: ${theme.colors.danger};
  }
`;

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.primary};
  background: ${theme.colors.primary};
  color: #fff;
  padding: ${theme.space(2)} ${theme.space(4)};
  min-height: 44px;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryDark};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SecondaryButton = styled(Button)`
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  &:hover:not(:disabled) {
    background: ${theme.colors.background};
  }
`;

interface ErrorStateProps {
  /** What could not be done, e.g. 'Could not load the products.' */
  title: string;
  error: unknown;
  onRetry: () => void;
}

export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  return (
    <Alert role="alert">
      <p>
        <strong>{title}</strong> {apiErrorMessage(error)}
      </p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
