/**
 * Who may do what with a conversation: its buyer and its seller read and write it; an admin reads it once it is
 * reported; anyone else gets 403. Writing also needs the listing, the other person and no block either way.
 */
import type { UserRecord } from '@marketplace/shared/types';
import type { FastifyInstance } from 'fastify';
import type { StoredConversation } from '../../plugins/app/repositories/conversations-repository';

export const BLOCKED_MESSAGE = 'You cannot message this user';
export const LISTING_REMOVED_MESSAGE = 'This listing was removed';
export const ACCOUNT_REMOVED_MESSAGE = 'This user’s account was removed';

export function isParticipant(conversation: StoredConversation, user: UserRecord): boolean {
  return conversation.buyerId === user._id || conversation.sellerId === user._id;
}

/** The conversation, if the user may read it; 404 unknown, 403 otherwise. */
export async function readableConversation(
  app: FastifyInstance,
  id: string,
  user: UserRecord,
): Promise<StoredConversation> {
  const conversation = await app.repos.conversations.find(id, user._id);
  if (!conversation) throw app.httpErrors.notFound('Conversation not found');
  if (isParticipant(conversation, user)) return conversation;
  if (user.role === 'admin' && conversation.reported) return conversation;
  throw app.httpErrors.forbidden('Only the buyer and the seller of this conversation may read it');
}

/** Why the user cannot send in this conversation now (null: they can), and whether they block the other. */
export async function sendingState(
  app: FastifyInstance,
  conversation: StoredConversation,
  user: UserRecord,
): Promise<{ refusal: { status: 403 | 409; message: string } | null; blockedByMe: boolean }> {
  if (!isParticipant(conversation, user)) {
    return {
      refusal: { status: 403, message: 'Only the buyer and the seller of this conversation may write in it' },
      blockedByMe: false,
    };
  }
  const otherId = conversation.buyerId === user._id ? conversation.sellerId : conversation.buyerId;
  const blocks = otherId ? await app.repos.blocks.between(user._id, otherId) : null;
  const blockedByMe = blocks?.aBlockedB ?? false;
  if (blocks && (blocks.aBlockedB || blocks.bBlockedA)) {
    return { refusal: { status: 403, message: BLOCKED_MESSAGE }, blockedByMe };
  }
  if (conversation.productRemoved)
    return { refusal: { status: 409, message: LISTING_REMOVED_MESSAGE }, blockedByMe };
  if (!otherId) return { refusal: { status: 409, message: ACCOUNT_REMOVED_MESSAGE }, blockedByMe };
  return { refusal: null, blockedByMe };
}
