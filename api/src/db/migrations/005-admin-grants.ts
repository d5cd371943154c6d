import type { Migration } from './migration';

/**
 * Admins grant and revoke admin. `admin_from` keeps the role a user had before an admin made them
 * one, so Manage Buyers and Manage Sellers still list them (with their role) and revoking gives it back.
 * NULL for admins made otherwise (the seed, `make-admin` on a new row) and for everyone who is not an admin.
 */
export const adminGrants: Migration = {
  id: '005-admin-grants',
  sql: `
    ALTER TABLE users ADD COLUMN admin_from text CHECK (admin_from IN ('buyer', 'seller'));
  `,
};
