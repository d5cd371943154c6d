/** Test helpers for conversations: asking about a product, sending, reading a thread. */
import type { ConversationDetail, ConversationsResponse, MessagesResponse } from '@marketplace/shared/types';
import type { App } from '../src/app';
import { bearer, type TestUser } from './helpers';

export async function ask(app: App, user: TestUser, productId: string, text = 'Does it come apart?') {
  return app.inject({
    method: 'POST',
    url: '/conversations',
    headers: bearer(user.token),
    payload: { productId, text },
  });
}

/** Opens the conversation and answers its id (fails the test if refused). */
export async function openThread(
  app: App,
  user: TestUser,
  productId: string,
  text?: string,
): Promise<string> {
  const response = await ask(app, user, productId, text);
  if (response.statusCode !== 201) throw new Error(`ask: ${response.statusCode} ${response.body}`);
  return response.json()._id;
}

export async function send(app: App, user: TestUser, conversationId: string, text: string) {
  return app.inject({
    method: 'POST',
    url: `/conversations/${conversationId}/messages`,
    headers: bearer(user.token),
    payload: { text },
  });
}

export async function thread(
  app: App,
  user: TestUser,
  conversationId: string,
  query = '',
): Promise<MessagesResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/conversations/${conversationId}/messages${query}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`thread: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function conversationsOf(app: App, user: TestUser, query = ''): Promise<ConversationsResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/conversations${query}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function detail(app: App, user: TestUser, conversationId: string): Promise<ConversationDetail> {
  const response = await app.inject({
    method: 'GET',
    url: `/conversations/${conversationId}`,
    headers: bearer(user.token),
  });
  if (response.statusCode !== 200) throw new Error(`detail: ${response.statusCode} ${response.body}`);
  return response.json();
}
