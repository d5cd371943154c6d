/** The one error contract: every failure is `{ message }` with the right status; real messages only below 500. */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { sqlState } from './db/driver';
import { redactUrl } from './request-log';

/** Readable validation messages: "body/role must be one of: buyer, seller". */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of: ${params.allowedValues.join(', ')}`;
    } else if (error.keyword === 'pattern' && params.pattern === '\\S') {
      message = 'must not be blank';
    } else if (error.keyword === 'pattern' && params.pattern === '^https?://') {
      message = 'must be an http(s) URL';
    } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      message = `must not have the field "${params.additionalProperty.slice(0, 60)}"`;
    }
    return `${dataVar}${error.instancePath} ${message}`;
  });
  return new Error(messages.join('; '));
}

/** SQLSTATEs caused by input rather than by us: never a 500. */
const CLIENT_SQL_STATES: Record<string, number> = {
  '22P02': 400, // invalid text representation (e.g. not a uuid)
  '22021': 400, // character not in repertoire (e.g. a NUL character in text)
  '22P05': 400, // untranslatable character
  '22001': 400, // value too long
  '22003': 400, // numeric out of range
  '22007': 400, // invalid date-time
  '22008': 400, // date-time out of range
  '23514': 400, // check constraint
  '23502': 400, // not null
  '23505': 409, // unique violation
  '23503': 409, // foreign key violation
};

export function statusOf(error: FastifyError): number {
  if (error.validation) return 400;
  const state = sqlState(error);
  if (state) return CLIENT_SQL_STATES[state] ?? 500;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'request failed');
    return reply.code(status).send({ message: STATUS_CODES[status] ?? 'Internal Server Error' });
  }
  // Database errors caused by input: a generic message, never SQL text.
  const message = sqlState(error)
    ? 'The request has invalid values or conflicts with stored data'
    : error.message;
  request.log.info({ status, message }, 'request rejected');
  return reply.code(status).send({ message: message || STATUS_CODES[status] || 'Bad Request' });
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}
