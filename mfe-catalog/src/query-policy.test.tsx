/**
 * The query policy the pages rely on (spec section 9): the host's QueryClient — here the standalone dev host's,
 * built from the shared constants like the shell's — keeps data 5 minutes and retries 3 times, 1 s, 2 s, 4 s... capped at 30 s.
 */

import { QUERY_RETRIES, QUERY_STALE_TIME_MS, queryRetryDelay } from '@marketplace/shared/constants';
import { DevHost } from '@marketplace/tooling/dev-host';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';

let seenClient: QueryClient | null = null;
const queryFn = jest.fn<Promise<string>, []>();

function ProbePage() {
  seenClient = useQueryClient();
  const query = useQuery({ queryKey: ['probe'], queryFn });
  return <p>{query.status}</p>;
}

const routeList = {
  version: 1 as const,
  remote: 'catalog',
  routes: [{ path: '/', layout: 'main' as const, access: 'public' as const, module: './Probe' }],
};

describe('query policy', () => {
  afterEach(() => jest.useRealTimers());

  it('uses the shared constants: 300000 ms stale time, 3 retries, doubling delay capped at 30 s', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("gives pages the host's client with that policy, retrying after 1 s, 2 s and 4 s before failing", async () => {
    jest.useFakeTimers();
    queryFn.mockRejectedValue(new Error('down'));
    render(
      <DevHost routeList={routeList} pages={{ './Probe': lazy(async () => ({ default: ProbePage })) }} />,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('pending')).toBeInTheDocument();
    const defaults = seenClient!.getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(300_000);
    expect(defaults.retry).toBe(3);
    expect(defaults.retryDelay).toBe(queryRetryDelay);

    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(999));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(3999));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(queryFn).toHaveBeenCalledTimes(4);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(screen.getByText('error')).toBeInTheDocument();
  });
});
