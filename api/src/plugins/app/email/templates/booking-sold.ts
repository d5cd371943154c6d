import type { EmailTemplate } from '../email-template';

export const bookingSold: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `${productName} was marked sold` : notificationText,
  action: 'See your order',
};
