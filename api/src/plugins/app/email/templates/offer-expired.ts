import type { EmailTemplate } from '../email-template';

/** To both sides: nobody answered in time. */
export const offerExpired: EmailTemplate = {
  category: 'bookingUpdates',
  subject: ({ productName, notificationText }) =>
    productName ? `Offer expired: ${productName}` : notificationText,
  action: 'See your offers',
};
