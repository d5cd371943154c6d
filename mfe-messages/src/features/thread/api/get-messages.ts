/**
 * GET /conversations/{id}/messages?before=: the thread, newest first, a page at a time back in time. The first
 * page is the newest; `fetchNewest` merges what arrived since into it (after a signal or a send) without reading
 * the older pages again.
 */
import { apiClient } from '@marketplace/shared/api-client';
import type { Message, MessagesResponse } from '@marketplace/shared/types';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/conversation-keys';

export const MESSAGES_PAGE_SIZE = 30;

export async function getMessages(id: string, before?: string): Promise<MessagesResponse> {
  const { data } = await apiClient.get<MessagesResponse>(
    `/conversations/${encodeURIComponent(id)}/messages`,
    {
      params: { limit: MESSAGES_PAGE_SIZE, ...(before ? { before } : {}) },
    },
  );
  return data;
}

export function getMessagesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?._id : undefined),
    // Kept current by fetchNewest: a refetch of every loaded page would move the reader's place.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMessages(id: string) {
  return useInfiniteQuery(getMessagesQueryOptions(id));
}

type Pages = InfiniteData<MessagesResponse, string | undefined>;

/**
 * Puts the newest messages into the thread: those newer than what is on screen go on top of the first page.
 * When more arrived than one page holds, the thread starts again from the newest page.
 * @returns the messages that were new to the screen
 */
export async function fetchNewest(queryClient: QueryClient, id: string): Promise<Message[]> {
  const newest = await getMessages(id);
  const key = conversationKeys.messages(id);
  let added: Message[] = [];
  queryClient.setQueryData<Pages>(key, (current) => {
    const first = current?.pages[0];
    if (!current || !first) {
      added = newest.messages;
      return { pages: [newest], pageParams: [undefined] };
    }
    const onScreen = new Set(current.pages.flatMap((page) => page.messages.map((message) => message._id)));
    added = newest.messages.filter((message) => !onScreen.has(message._id));
    if (added.length === 0) return current;
    const overlaps = added.length < newest.messages.length;
    if (!overlaps) return { pages: [newest], pageParams: [undefined] };
    return {
      ...current,
      pages: [{ ...first, messages: [...added, ...first.messages] }, ...current.pages.slice(1)],
    };
  });
  return added;
}
