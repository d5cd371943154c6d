/**
 * Deleting a buyer or seller: the user row goes, and with it (ON DELETE CASCADE) their products and the reports
 * on them and the reports they filed; the bookings they made stay for the sellers, anonymised ('Deleted user'); the bookings others made on their products stay as
 * `removed` (those buyers are notified); then their Firebase account.
 */
import type { Role } from '@marketplace/shared/types';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * false when no user with that id has that role. `keepFirebaseAccount`: the row is a stale holder of an address
     * that a new Firebase account now signs in with; that account is not the removed user's.
     */
    removeUserAccount: (
      id: string,
      role: Role,
      options?: { keepFirebaseAccount?: boolean },
    ) => Promise<boolean>;
  }
}

export default fp(
  async (app) => {
    app.decorate('removeUserAccount', async (id: string, role: Role, options = {}) => {
      const deleted = await app.repos.users.deleteByIdAndRole(id, role);
      if (!deleted) return false;
      const removed = deleted.user;
      await app.notifyUsers(deleted.notifications);
      await app.announceConversations(deleted.conversations);
      if (options.keepFirebaseAccount) return true;
      try {
        const outcome = await app.identity.deleteAccount(removed.email);
        app.log.info({ email: removed.email, outcome }, 'user removed with their Firebase account');
      } catch (error) {
        // The database is the source of truth: the user's access tokens already fail; log for a retry by hand.
        app.log.error(
          { err: error, email: removed.email },
          'user removed but deleting the Firebase account failed',
        );
      }
      return true;
    });
  },
  {
    name: 'account-removal',
    dependencies: ['repositories', 'firebase-identity', 'event-stream', 'conversation-signals'],
  },
);
