import type { EmailTemplate } from '../email-template';

/** To the buyer. Offers ride the 'Booking updates' switch: an accepted offer is a booking. */
export const offerCountered: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Counter-offer on ${productName}` : notificationText,
  action: 'Answer the counter-offer',
};
