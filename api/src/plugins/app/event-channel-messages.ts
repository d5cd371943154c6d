/**
 * What every kind of event channel shares: its interface, the `{ topic, payload }` message format, and the
 * listeners that receive what it delivers.
 */
import { EventEmitter } from 'node:events';

export type ChannelListener = (payload: unknown) => void;

export interface EventChannel {
  readonly kind: 'redis' | 'postgres' | 'in-process';
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: ChannelListener): () => void;
  /** Called after the channel was interrupted (messages may have been lost). */
  onResync(listener: () => void): () => void;
}

const MAX_PAYLOAD_BYTES = 7900;

export type ChannelLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** What every kind of channel does with what it receives: topic listeners, resync listeners, decoding. */
export class ChannelListeners {
  private readonly emitter = new EventEmitter();
  private readonly resyncListeners = new Set<() => void>();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  readonly subscribe = (topic: string, listener: ChannelListener): (() => void) => {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  };
  readonly onResync = (listener: () => void): (() => void) => {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  };
  emit(topic: string, payload: unknown): void {
    this.emitter.emit(topic, payload);
  }
  /** A message as `encode` wrote it, to its topic's listeners; an unreadable one is logged and dropped. */
  deliver(message: string, log: ChannelLog): void {
    try {
      const { topic, payload } = JSON.parse(message) as { topic?: unknown; payload?: unknown };
      if (typeof topic === 'string') this.emit(topic, payload);
    } catch (error) {
      log.warn({ err: error }, 'event channel: unreadable message ignored');
    }
  }
  /** The connection was lost and is back: messages may have been missed. */
  resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}

export function encode(topic: string, payload: unknown): string {
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Event channel message too large for NOTIFY (${topic})`);
  }
  return message;
}
