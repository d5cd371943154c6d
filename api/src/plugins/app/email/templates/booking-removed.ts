import type { EmailTemplate } from '../email-template';

export const bookingRemoved: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `${productName} is no longer available` : notificationText,
  action: 'See your orders',
};
