/**
 * Security headers: helmet's defaults, with a cross-origin resource policy since the front ends on other origins
 * embed the images. None of them depends on the request, so helmet runs once at start and every request gets the
 * same headers from one sync hook. (@fastify/helmet built helmet's whole middleware chain again on every request,
 * CSP parsing included: about a tenth of the CPU of a cached answer in the API benchmark.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** The headers helmet's middleware sets, recorded from one run against a stand-in response. */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
