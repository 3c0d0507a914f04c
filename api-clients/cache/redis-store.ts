import { Redis } from 'ioredis';
import type { SharedCacheAvailability } from './shared-cache-availability';
import type { SharedStore } from './shared-cache-types';

/** Deletes KEYS[1] only while it holds ARGV[1]: a lock is released by its holder only. */
const DELETE_IF_EQUALS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Reconnect delay: quick at first, then every 2 s for as long as Redis is away. */
const reconnectDelay = (attempt: number): number => Math.min(100 * attempt, 2_000);

export interface RedisStoreOptions {
  url: string;
  commandTimeoutMs: number;
  connectTimeoutMs: number;
  availability: SharedCacheAvailability;
}

/**
 * SharedStore on Redis (ioredis). Built never to make a page wait: commands fail at once while
 * disconnected (no offline queue, no retries), each has a timeout, and the client reconnects by
 * itself for ever; connection events keep the availability tracker up to date.
 */
export function createRedisStore({ url, commandTimeoutMs, connectTimeoutMs, availability }: RedisStoreOptions): SharedStore & {
  quit(): Promise<void>;
} {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: connectTimeoutMs,
    retryStrategy: reconnectDelay,
    // RESP2 works with every Redis version; nothing here needs RESP3.
    protocol: 2,
    connectionName: 'playnote-cache',
  });
  client.on('ready', () => availability.markUp());
  // Also keeps ioredis from printing unhandled error events; the tracker logs once per outage.
  client.on('error', (error: Error) => availability.markDown(error.message));
  let quitting = false;
  client.on('close', () => {
    if (!quitting) availability.markDown('connection closed');
  });

  return {
    get ready() {
      return client.status === 'ready';
    },
    waitUntilReady: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (client.status === 'ready') return resolve();
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        client.once('ready', done);
      }),
    get: (key) => client.get(key),
    getMany: (keys) => client.mget(...keys),
    set: async (key, value, ttlMs) => {
      await client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    setIfAbsentOrGet: (key, value, ttlMs) => client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX', 'GET'),
    deleteIfEquals: async (key, value) => {
      await client.eval(DELETE_IF_EQUALS, 1, key, value);
    },
    ping: async () => {
      await client.ping();
    },
    quit: async () => {
      quitting = true;
      await client.quit();
    },
  };
}
