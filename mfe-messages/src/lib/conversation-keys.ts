/**
 * This remote's query keys. Only its own pages read conversations, so the keys live here; they start with
 * 'conversations' so one invalidation refreshes every conversation read on screen.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  /** GET /conversations, page by page */
  list: () => ['conversations', 'list'] as const,
  /** GET /conversations/{id} */
  detail: (id: string) => ['conversations', 'detail', id] as const,
  /** GET /conversations/{id}/messages, page by page back in time */
  messages: (id: string) => ['conversations', 'messages', id] as const,
};
