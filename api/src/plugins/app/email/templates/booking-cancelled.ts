import type { EmailTemplate } from '../email-template';

export const bookingCancelled: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `A booking of ${productName} was cancelled` : notificationText,
  action: 'See the booking',
};
