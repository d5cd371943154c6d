import type { Migration } from './migration';

/**
 * Deleting a user no longer deletes the bookings they made: those rows are the sellers' records of past sales.
 * The buyer's personal data goes (the row reads 'Deleted user', no phone; the email came from the user row) and
 * the booking keeps no link to anyone.
 */
export const buyerAnonymisation: Migration = {
  id: '007-buyer-anonymisation',
  sql: `
ALTER TABLE bookings ALTER COLUMN buyer_id DROP NOT NULL;
ALTER TABLE bookings DROP CONSTRAINT bookings_buyer_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_buyer_id_fkey
  FOREIGN KEY (buyer_id) REFERENCES users (id) ON DELETE SET NULL;
`,
};
