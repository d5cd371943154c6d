import type { EmailTemplate } from '../email-template';

export const bookingCreated: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `New booking request for ${productName}` : notificationText,
  action: 'Open Booking Requests',
};
