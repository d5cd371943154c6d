import type { EmailTemplate } from '../email-template';

export const bookingAccepted: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Your booking of ${productName} was accepted` : notificationText,
  action: 'See your order',
};
