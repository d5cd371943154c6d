import type { EmailTemplate } from '../email-template';

export const bookingExpired: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Your booking of ${productName} expired` : notificationText,
  action: 'See your orders',
};
