/**
 * The API's own access token: an HS256 JWT (jose) with the user's id, email, role and server session (`sid`),
 * valid about an hour.
 * Without JWT_SECRET a random dev secret is generated once and kept in the data folder.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@marketplace/shared/types';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_ISSUER = 'furniture-marketplace-api';
export const ACCESS_TOKEN_AUDIENCE = 'furniture-marketplace';
/** Event-stream tickets are signed with the same key for another audience: neither is accepted as the other. */
export const EVENTS_TICKET_AUDIENCE = 'furniture-marketplace-events';
/** How long a ticket may open GET /events; each ticket opens one stream (its `jti` is spent on use). */
export const EVENTS_TICKET_TTL_SECONDS = 60;

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
  /** The server session this token belongs to (repositories/sessions-repository.ts). */
  sid: string;
}

export interface EventsTicketClaims {
  sub: string;
  email: string;
  /** The ticket's own id: a ticket opens one stream. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface AccessTokens {
  sign(
    user: { id: string; email: string; role: Role; sessionId: string },
    ttlSeconds?: number,
  ): Promise<string>;
  /** Throws 401 with a readable message for anything but a valid, unexpired token of ours. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** A short-lived ticket that can only open the user's event stream (it travels in a URL). */
  signEventsTicket(user: { id: string; email: string }, ttlSeconds?: number): Promise<string>;
  /** Throws 401 for anything but a valid, unexpired events ticket. */
  verifyEventsTicket(ticket: string): Promise<EventsTicketClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

export function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export default fp(
  async (app) => {
    const { jwtSecret, dataDir, accessTokenTtlSeconds } = app.config;
    const secret = jwtSecret ?? loadOrCreateDevSecret(dataDir);
    if (!jwtSecret) app.log.info('JWT_SECRET unset: using the generated dev secret in the data folder');
    const key = new TextEncoder().encode(secret);

    const signFor = (audience: string, claims: Record<string, string>, subject: string, ttlSeconds: number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);

    async function verifyFor(token: string, audience: string, what: string) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new errors.JWTClaimValidationFailed('missing claims', payload);
        }
        return { claims: payload, sub: payload.sub, email: payload.email };
      } catch (error) {
        throw app.httpErrors.unauthorized(
          error instanceof errors.JWTExpired ? `The ${what} has expired` : `Invalid ${what}`,
        );
      }
    }

    app.decorate('accessTokens', {
      sign: (user, ttlSeconds = accessTokenTtlSeconds) =>
        signFor(
          ACCESS_TOKEN_AUDIENCE,
          { email: user.email, role: user.role, sid: user.sessionId },
          user.id,
          ttlSeconds,
        ),
      async verify(token) {
        const payload = await verifyFor(token, ACCESS_TOKEN_AUDIENCE, 'access token');
        const { sid } = payload.claims;
        if (typeof sid !== 'string') throw app.httpErrors.unauthorized('Invalid access token');
        return { sub: payload.sub, email: payload.email, role: payload.claims.role as Role, sid };
      },
      signEventsTicket: (user, ttlSeconds = EVENTS_TICKET_TTL_SECONDS) =>
        signFor(EVENTS_TICKET_AUDIENCE, { email: user.email, jti: randomUUID() }, user.id, ttlSeconds),
      async verifyEventsTicket(ticket) {
        const payload = await verifyFor(ticket, EVENTS_TICKET_AUDIENCE, 'events ticket');
        const { jti, exp } = payload.claims;
        if (typeof jti !== 'string' || typeof exp !== 'number') {
          throw app.httpErrors.unauthorized('Invalid events ticket');
        }
        return { sub: payload.sub, email: payload.email, jti, exp };
      },
    } satisfies AccessTokens);
  },
  { name: 'access-tokens', dependencies: ['env', 'sensible'] },
);
