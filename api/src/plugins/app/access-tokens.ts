/**
 * The API's own access token: an HS256 JWT (jose) with the user's id, email and role, valid about an hour.
 * Without JWT_SECRET a random dev secret is generated once and kept in the data folder.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@marketplace/shared/types';
import fp from 'fastify-plugin';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_ISSUER = 'furniture-marketplace-api';
export const ACCESS_TOKEN_AUDIENCE = 'furniture-marketplace';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
}

export interface AccessTokens {
  sign(user: { id: string; email: string; role: Role }, ttlSeconds?: number): Promise<string>;
  /** Throws 401 with a readable message for anything but a valid, unexpired token of ours. */
  verify(token: string): Promise<AccessTokenClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
}

function loadOrCreateDevSecret(dataDir: string): string {
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

    app.decorate('accessTokens', {
      async sign(user, ttlSeconds = accessTokenTtlSeconds) {
        return new SignJWT({ email: user.email, role: user.role })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          .setIssuer(ACCESS_TOKEN_ISSUER)
          .setAudience(ACCESS_TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
          .sign(key);
      },
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: ACCESS_TOKEN_ISSUER,
            audience: ACCESS_TOKEN_AUDIENCE,
          });
          if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
            throw new errors.JWTClaimValidationFailed('missing claims', payload);
          }
          return { sub: payload.sub, email: payload.email, role: payload.role as Role };
        } catch (error) {
          throw app.httpErrors.unauthorized(
            error instanceof errors.JWTExpired ? 'The access token has expired' : 'Invalid access token',
          );
        }
      },
    } satisfies AccessTokens);
  },
  { name: 'access-tokens', dependencies: ['env', 'sensible'] },
);
