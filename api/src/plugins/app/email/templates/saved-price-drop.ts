import type { EmailTemplate } from '../email-template';

export const savedPriceDrop: EmailTemplate = {
  category: 'priceDrops',
  subject: ({ productName, notificationText }) =>
    productName ? `Price drop: ${productName}` : notificationText,
  action: 'See the product',
  oncePerProductSeconds: 86_400,
};
