/** GET /offers?box=&cursor=: the signed-in user's offers, sent or received, newest first, a page at a time. */
import { apiClient } from '@marketplace/shared/api-client';
import { offerKeys } from '@marketplace/shared/query-keys';
import type { OffersPage } from '@marketplace/shared/types';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';

export type OfferBox = 'sent' | 'received';

export async function getOffers(box: OfferBox, cursor: string | null): Promise<OffersPage> {
  const params: Record<string, string> = { box };
  if (cursor) params.cursor = cursor;
  const response = await apiClient.get<OffersPage>('/offers', { params });
  return response.data;
}

export const getOffersQueryOptions = (box: OfferBox) =>
  infiniteQueryOptions({
    queryKey: offerKeys.box(box),
    queryFn: ({ pageParam }) => getOffers(box, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOffers(box: OfferBox) {
  return useSuspenseInfiniteQuery(getOffersQueryOptions(box));
}
