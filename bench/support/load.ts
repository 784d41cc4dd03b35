// One measured case: autocannon with gzip accepted, a short warm-up first (JIT, connection pools,
// caches), then the measured run, on one address (measure) or on a new path for every request
// (measureFresh). Non-2xx answers and socket errors are counted, not hidden.
import autocannon, { type RequestParams } from 'autocannon';
import { gzipSync } from 'node:zlib';

const BROWSER_ENCODINGS = 'gzip, deflate, br';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

export async function measure(
  url: string,
  settings: LoadSettings,
  extraHeaders: Record<string, string> = {},
): Promise<LoadFigures> {
  const headers = { 'accept-encoding': 'gzip', ...extraHeaders };
  await autocannon({ url, connections: settings.connections, duration: settings.warmupSeconds, headers });
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Same answer from every server: 200, gzip, and the same JSON once decompressed. */
export async function fetchJson(url: string): Promise<{ text: string; gzipBytes: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (response.headers.get('content-encoding') !== 'gzip') throw new Error(`${url} did not answer gzip`);
  const text = await response.text();
  // A streamed answer (a list too large to prepare) has no length: its size gzip'd at the stream's level.
  const length = response.headers.get('content-length');
  const gzipBytes = length === null ? gzipSync(text, { level: 6 }).length : Number(length);
  return { text, gzipBytes };
}

export interface FreshLoadFigures extends LoadFigures {
  /** What the failures were, e.g. "503×40, 2 timeouts"; empty without failures. */
  failureDetail: string;
}

export interface FreshLoadSettings extends LoadSettings {
  /** Seconds before a request counts as failed (autocannon's default is 10). */
  timeoutSeconds: number;
}

/**
 * A measured case where every request has its own path (`nextPath` is called once a request), after
 * a warm-up of the same kind. req/s counts 2xx answers only, and p50/p99 are theirs (autocannon times
 * no other answer); everything else is a failure: other statuses, socket errors and timeouts.
 */
export async function measureFresh(
  url: string,
  nextPath: () => string,
  settings: FreshLoadSettings,
): Promise<FreshLoadFigures> {
  const options = {
    url,
    connections: settings.connections,
    timeout: settings.timeoutSeconds,
    requests: [
      {
        setupRequest(request: RequestParams) {
          request.path = nextPath();
          request.headers = { 'accept-encoding': BROWSER_ENCODINGS };
          return request;
        },
      },
    ],
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const failedStatuses = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
  const ok = Object.entries(result.statusCodeStats)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, { count }]) => sum + count, 0);
  const socketErrors = result.errors - result.timeouts;
  return {
    requestsPerSecond: ok / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.non2xx,
    failureDetail: [
      ...failedStatuses.map(([status, { count }]) => `${status}×${count}`),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
      ...(socketErrors ? [`${socketErrors} errors`] : []),
    ].join(', '),
  };
}
