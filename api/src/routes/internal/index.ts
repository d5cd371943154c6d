/**
 * Calls for this machine's own tools, never for browsers: `POST /internal/admins` (`npm run make-admin` while
 * this server holds the PGlite folder). Accepted only over a direct loopback connection (not through a proxy:
 * a balancer on the same machine also connects from 127.0.0.1, so a forwarded request is refused) and only with
 * the secret from `DATA_DIR/internal-admin.json`. Left out of the OpenAPI document.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Email, withErrors } from '@marketplace/shared/schemas/common';
import { UserRecord } from '@marketplace/shared/schemas/users';
import { Type } from '@sinclair/typebox';
import { INTERNAL_SECRET_HEADER, noAccountMessage, staleRowMessage } from '../../plugins/app/internal-admin';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

const internalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admins',
    {
      schema: {
        hide: true,
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: withErrors({ 200: UserRecord }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const direct = !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
      if (!direct || !isLoopbackAddress(request.socket.remoteAddress)) {
        throw app.httpErrors.forbidden('Only from this machine, not through a proxy');
      }
      const secret = request.headers[INTERNAL_SECRET_HEADER];
      if (!app.internalAdmin.accepts(typeof secret === 'string' ? secret : undefined)) {
        throw app.httpErrors.unauthorized('Wrong or missing internal secret');
      }
      const email = request.body.email.toLowerCase();
      const holder = await app.repos.users.findHolder(email);
      if (!holder) throw app.httpErrors.notFound(noAccountMessage(email));
      if (holder.firebaseUid) {
        const stale = staleRowMessage(email, holder.firebaseUid, await app.identity.uidOfEmail(email));
        if (stale) throw app.httpErrors.conflict(stale);
      }
      const user = await app.repos.users.grantAdminByEmail(email);
      if (!user) throw app.httpErrors.notFound(noAccountMessage(email));
      return user;
    },
  );
};

export default internalRoutes;
