/**
 * The site's one way to show what a query is doing: a spinner while it loads, the error with Retry when it
 * failed (never an empty area or an endless spinner), an empty message, or the data.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { theme } from './theme';

const Alert = styled.div`
  border: 1px solid ${theme.colors.danger};
  background: #fef3f2;
  color: ${theme.colors.text};
  border-radius: ${theme.radius};
  padding: ${theme.space(4)};
  margin: ${theme.space(4)} 0;
  p {
    margin: 0 0 ${theme.space(3)};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${theme.colors.danger};
  }
`;

const Empty = styled.div`
  padding: ${theme.space(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
  p {
    margin: 0;
  }
`;

interface ErrorStateProps {
  /** What could not be done: 'Could not load the products.' */
  title: string;
  /** Its message follows the title: the server's `{ message }`, or a sentence for a network failure. */
  error: unknown;
  onRetry: () => void;
  /** A retry is running: the button waits. */
  retrying?: boolean;
}

export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert role="alert">
      <p>
        <strong>{title}</strong> {apiErrorMessage(error)}
      </p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Alert>
  );
}

interface DataStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'>;
  /** What failed to load, for the error sentence: 'your products' gives 'Could not load your products.' */
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function DataState<T>({ query, what, isEmpty, empty, children }: DataStateProps<T>) {
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load ${what}.`}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.isPending) return <Spinner />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <Empty>{empty}</Empty>;
  return <>{children(data)}</>;
}
