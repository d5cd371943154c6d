/** Conversations between a product's buyer and its seller, their messages, blocking and reporting. */
import { Type } from '@sinclair/typebox';
import { NonBlank, StringEnum, Uuid } from './common';
import { ListingStatus } from './products';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_MAX = 100;

export const MessageText = NonBlank(MESSAGE_MAX_LENGTH);

export const StartConversationBody = Type.Object(
  { productId: Uuid, text: MessageText },
  { additionalProperties: false },
);

export const SendMessageBody = Type.Object({ text: MessageText }, { additionalProperties: false });

export const ReportConversationBody = Type.Object({ reason: NonBlank(500) }, { additionalProperties: false });

export const StartConversationResponse = Type.Object({ _id: Type.String() });

export const MessageKind = StringEnum(['user', 'system'] as const);

export const Message = Type.Object({
  _id: Type.String(),
  kind: MessageKind,
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  mine: Type.Boolean({ description: 'Sent by the caller (always false for system lines)' }),
});

export const ConversationPerson = Type.Object({
  _id: Type.Union([Type.String(), Type.Null()], { description: 'null once the account was removed' }),
  name: Type.String({ description: "'Deleted user' once the account was removed" }),
  img: Type.String(),
});

export const ConversationProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  picture: Type.String(),
  price: Type.Number(),
  status: Type.Union([ListingStatus, Type.Literal('removed')], {
    description: "'removed' once the listing was deleted: the conversation is then read-only",
  }),
});

/** A row of GET /conversations, and GET /conversations/{id}. */
export const ConversationSummary = Type.Object({
  _id: Type.String(),
  role: StringEnum(['buyer', 'seller'] as const),
  other: ConversationPerson,
  product: ConversationProduct,
  lastMessage: Type.Object({ kind: MessageKind, text: Type.String() }),
  lastMessageAt: Type.String({ format: 'date-time' }),
  unreadCount: Type.Integer(),
});

export const ConversationDetail = Type.Object({
  ...ConversationSummary.properties,
  canSend: Type.Boolean(),
  readOnlyReason: Type.Union([Type.String(), Type.Null()], {
    description: "Why nothing can be sent: 'This listing was removed', 'You cannot message this user', ...",
  }),
  blockedByMe: Type.Boolean(),
});

export const ConversationsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_PAGE_MAX, default: 30 })),
  before: Type.Optional(Uuid),
});

export const ConversationsResponse = Type.Object({
  conversations: Type.Array(ConversationSummary),
  unreadTotal: Type.Integer({ description: 'Unread messages over all the caller’s conversations' }),
  hasMore: Type.Boolean(),
});

export const UnreadTotalResponse = Type.Object({ unreadTotal: Type.Integer() });

export const MessagesQuery = Type.Object({
  before: Type.Optional(Uuid),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_PAGE_MAX, default: 30 })),
});

export const MessagesResponse = Type.Object({
  messages: Type.Array(Message, { description: 'Newest first' }),
  hasMore: Type.Boolean({ description: 'Older messages exist: ask again with before= the last _id' }),
});

/** One reported conversation for the admins (GET /reports/conversations). */
export const ReportedConversation = Type.Object({
  conversation: Type.Object({
    _id: Type.String(),
    productName: Type.String(),
    buyer: Type.Union([
      Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
      Type.Null(),
    ]),
    seller: Type.Union([
      Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
      Type.Null(),
    ]),
  }),
  reports: Type.Array(
    Type.Object({
      _id: Type.String(),
      reason: Type.String(),
      reporterName: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
  lastMessages: Type.Array(
    Type.Object({
      _id: Type.String(),
      kind: MessageKind,
      text: Type.String(),
      senderName: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
    { description: 'The latest messages, oldest first' },
  ),
});

export const ReportedConversations = Type.Array(ReportedConversation);

/** GET /reports/conversations: a page of limit, reported before the conversation `before`. */
export const ReportedConversationsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MESSAGES_PAGE_MAX, default: 30 })),
  before: Type.Optional(Uuid),
});
