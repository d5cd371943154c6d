/** The foot of a paged list: 'Load more' while there is more, a spinner while a page loads, a retry when it failed. */
import { Button } from '@marketplace/ui/button';
import { ErrorState } from '@marketplace/ui/data-state';
import { Spinner } from '@marketplace/ui/spinner';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(6)};
`;

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** `things` names what the list holds, for the spinner and the error ('products', 'reviews'). */
export function LoadMore({ query, things }: { query: PagedQuery; things: string }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = query;
  return (
    <More>
      {isFetchingNextPage ? <Spinner layout="line" label={`Loading more ${things}...`} /> : null}
      {!isFetchingNextPage && isFetchNextPageError ? (
        <ErrorState title={`Could not load more ${things}.`} error={error} onRetry={() => fetchNextPage()} />
      ) : null}
      {!isFetchingNextPage && !isFetchNextPageError && hasNextPage ? (
        <Button type="button" onClick={() => fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </More>
  );
}
