import type { EmailTemplate } from '../email-template';

export const savedSearchMatch: EmailTemplate = {
  category: 'savedSearchMatches',
  subject: ({ productName, notificationText }) =>
    productName ? `New match for your saved search: ${productName}` : notificationText,
  action: 'See the matches',
};
