import type { EmailTemplate } from '../email-template';

/** To the side that did not accept; its link is the order page of the booking the offer became. */
export const offerAccepted: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Offer accepted: ${productName}` : notificationText,
  action: 'See the booking',
};
