/** What one kind of email says; each kind has its own file in templates/ and one line in email-kinds.ts. */
import type { EmailCategory } from '@marketplace/shared/types';

/** What every email knows when it is written: all of it is on the site for its recipient. */
export interface EmailFacts {
  recipientName: string;
  /** The notification's own text, as the bell shows it. */
  notificationText: string;
  /** The product it is about; null when there is none or it was removed. */
  productName: string | null;
  /** The listings it names (a saved search's new matches), each with the absolute link of its page. */
  listed: readonly { name: string; link: string }[];
}

export interface EmailTemplate {
  /** The switch of the Email notifications page that turns this kind off. */
  category: EmailCategory;
  /** Names the product (or, for a message, the other person). */
  subject(facts: EmailFacts): string;
  /** The button's label: what the link lets the recipient do. */
  action: string;
  /** Send at most one of this kind per person and product in this many seconds (price drops: a day). */
  oncePerProductSeconds?: number;
}
