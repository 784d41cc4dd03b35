// The connection to REDIS_URL, set up so a Redis that is down or stuck costs a request at most a
// few hundred milliseconds: commands fail at once while disconnected, and time out when it hangs.
import Redis from 'ioredis';

export type { Redis };

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: 500,
    commandTimeout: 300,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keeps trying in the background, at most every 2 s, so the shared limit returns on its own.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}
