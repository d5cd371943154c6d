import type { EmailTemplate } from '../email-template';

export const reviewPublished: EmailTemplate = {
  category: 'reviews',
  subject: ({ productName, notificationText }) =>
    productName ? `A review about ${productName} was published` : notificationText,
  action: 'Read the review',
};
