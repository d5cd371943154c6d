/**
 * The telemetry session the site issues to a page: an HS256 JWT (jose) naming a random session id and the releases
 * the site served that page, valid TELEMETRY_SESSION_TTL_MINUTES. Its key is derived from the API's signing secret
 * for this use only, and it has an audience of its own: it is never an access token, nor the other way round.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { PageReleases } from '@marketplace/shared/schemas/telemetry';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER } from '../plugins/app/access-tokens';

export const TELEMETRY_SESSION_AUDIENCE = 'furniture-marketplace-telemetry';

export interface TelemetrySession {
  id: string;
  releases: PageReleases;
}

export interface TelemetrySessionTokens {
  issue(releases: PageReleases): Promise<{ token: string; expiresAt: Date }>;
  /** The session a token names, or null for anything but a valid, unexpired token of ours. */
  verify(token: string | undefined): Promise<TelemetrySession | null>;
}

const RELEASE_KEY = /^[A-Za-z0-9_-]{1,40}$/;

function releasesOf(claim: unknown): PageReleases | null {
  if (typeof claim !== 'object' || claim === null) return null;
  const releases: PageReleases = {};
  for (const [remote, release] of Object.entries(claim)) {
    const { version, cohort } = (release ?? {}) as Record<string, unknown>;
    if (!RELEASE_KEY.test(remote) || typeof version !== 'string') return null;
    if (cohort !== 'stable' && cohort !== 'canary') return null;
    releases[remote] = { version, cohort };
  }
  return releases;
}

export function telemetrySessionTokens(signingSecret: string, ttlSeconds: number): TelemetrySessionTokens {
  const key = createHmac('sha256', signingSecret).update('telemetry sessions').digest();
  return {
    async issue(releases) {
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
      const token = await new SignJWT({ releases })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(randomUUID())
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(TELEMETRY_SESSION_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt.getTime() / 1000)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: TELEMETRY_SESSION_AUDIENCE,
        });
        const releases = releasesOf(payload.releases);
        return typeof payload.jti === 'string' && releases ? { id: payload.jti, releases } : null;
      } catch {
        return null;
      }
    },
  };
}
