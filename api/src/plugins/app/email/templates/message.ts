import type { EmailTemplate } from '../email-template';

/** The bell's own text names the sender ("New message from … about …"). */
export const message: EmailTemplate = {
  category: 'messages',
  subject: ({ notificationText }) => notificationText,
  action: 'Read and reply',
};
