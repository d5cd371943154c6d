import { MESSAGE_MAX_LENGTH as API_LIMIT } from '@marketplace/shared/schemas/conversations';
import { MESSAGE_MAX_LENGTH } from './ask-seller-rules';

it("is the API schema's message limit", () => {
  expect(MESSAGE_MAX_LENGTH).toBe(API_LIMIT);
});
