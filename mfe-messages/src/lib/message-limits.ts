/**
 * The API's limit on a message's length. Written here rather than imported from
 * @marketplace/shared/schemas/conversations: that module builds TypeBox schemas, all of which would be bundled
 * for one number. message-limits.test.ts keeps the two equal.
 */
export const MESSAGE_MAX_LENGTH = 2000;
