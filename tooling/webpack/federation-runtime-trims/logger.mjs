/**
 * Replaces @module-federation/sdk's dist/logger.js in the browser bundle. Kept: the prefix, a delegate (the
 * console by default), debug() only in debug mode. Left out: the stack trace debug mode appended, and the
 * fallback through other methods for a delegate without the one called: the only other delegate is webpack's
 * infrastructure logger, which the build's own copy of the SDK (in Node) binds, never this one.
 */
import { isDebugMode } from '@module-federation/sdk';

const PREFIX = '[ Module Federation ]';

class Logger {
  constructor(prefix, delegate = console) {
    this.prefix = prefix;
    this.delegate = delegate ?? console;
  }
  setPrefix(prefix) {
    this.prefix = prefix;
  }
  setDelegate(delegate) {
    this.delegate = delegate ?? console;
  }
  emit(method, args) {
    const target = typeof this.delegate[method] === 'function' ? this.delegate : console;
    target[method](this.prefix, ...args);
  }
  log(...args) {
    this.emit('log', args);
  }
  info(...args) {
    this.emit('info', args);
  }
  success(...args) {
    this.emit('info', args);
  }
  ready(...args) {
    this.emit('info', args);
  }
  warn(...args) {
    this.emit('warn', args);
  }
  error(...args) {
    this.emit('error', args);
  }
  debug(...args) {
    if (isDebugMode()) this.emit('debug', args);
  }
}

export function createLogger(prefix) {
  return new Logger(prefix);
}
export const createInfrastructureLogger = createLogger;
export function bindLoggerToCompiler() {}
export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
