import type { EmailTemplate } from '../email-template';

export const bookingDeclined: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Your booking of ${productName} was declined` : notificationText,
  action: 'See your orders',
};
