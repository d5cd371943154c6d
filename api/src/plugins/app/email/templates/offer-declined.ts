import type { EmailTemplate } from '../email-template';

/** To the side that did not decline (the buyer, too, when the seller took another buyer). */
export const offerDeclined: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Offer declined: ${productName}` : notificationText,
  action: 'See your offers',
};
