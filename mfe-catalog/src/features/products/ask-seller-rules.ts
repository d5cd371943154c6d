/**
 * The first message's limit, as the API's schema sets it (MESSAGE_MAX_LENGTH in
 * @marketplace/shared/schemas/conversations). Written here because that module builds TypeBox schemas, far too
 * heavy for one number; ask-seller-rules.test.ts keeps them equal.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const ASK_SELLER_MESSAGES = {
  required: 'Write your question first',
} as const;
