/** The remote's one way to show a query's loading, error and empty states around its data. */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { theme } from '@marketplace/ui/theme';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './Spinner';

const Panel = styled.div<{ $tone: 'error' | 'empty' }>`
  padding: ${theme.space(6)};
  border: 1px solid ${(p) => (p.$tone === 'error' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

interface Props<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching'>;
  /** What failed to load, for the error sentence: 'your products'. */
  what: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function DataState<T>({ query, what, isEmpty, empty, children }: Props<T>) {
  if (query.isError) {
    return (
      <Panel $tone="error" role="alert">
        <p>
          Could not load {what}. {apiErrorMessage(query.error)}
        </p>
        <Button type="button" onClick={() => query.refetch()} disabled={query.isRefetching}>
          Retry
        </Button>
      </Panel>
    );
  }
  if (query.isPending) return <Spinner />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <Panel $tone="empty">{empty}</Panel>;
  return <>{children(data)}</>;
}
