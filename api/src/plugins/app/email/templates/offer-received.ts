import type { EmailTemplate } from '../email-template';

/** To the seller. Offers ride the 'Booking updates' switch: an accepted offer is a booking. */
export const offerReceived: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `New offer for ${productName}` : notificationText,
  action: 'Answer the offer',
};
