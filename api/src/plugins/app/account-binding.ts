/**
 * Which user row a verified Firebase identity may use. A row is bound to the Firebase uid that first signed in
 * with it; when a different uid signs in with the same address, the earlier Firebase account must be gone (one
 * account per address in Firebase), and its row (role, products, buyers' records) is removed as an account
 * deletion before the newcomer gets a fresh one: a re-registered address inherits nothing. While the earlier
 * account still exists: 403.
 */
import fp from 'fastify-plugin';
import type { VerifiedIdentity } from './firebase-identity';

declare module 'fastify' {
  interface FastifyInstance {
    /** Clears the way for `identity` to hold its address (see the file header); call before finding the row. */
    claimAddress: (identity: VerifiedIdentity) => Promise<void>;
    /** Binds the row to the identity and records whether its address is verified. */
    bindIdentity: (userId: string, identity: VerifiedIdentity) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    const refused = () => app.httpErrors.forbidden('This email address belongs to another account');

    app.decorate('claimAddress', async (identity: VerifiedIdentity) => {
      const holder = await app.repos.users.findHolder(identity.email);
      if (!holder?.firebaseUid || holder.firebaseUid === identity.uid) return;
      if (await app.identity.accountActive(holder.firebaseUid)) throw refused();
      app.log.info({ userId: holder.id }, 'address re-registered: removing the earlier account');
      await app.removeUserAccount(holder.id, holder.role, { keepFirebaseAccount: true });
    });

    app.decorate('bindIdentity', async (userId: string, identity: VerifiedIdentity) => {
      if (!(await app.repos.users.bindIdentity(userId, identity.uid, identity.emailVerified)))
        throw refused();
    });
  },
  { name: 'account-binding', dependencies: ['repositories', 'firebase-identity', 'account-removal'] },
);
