// One measured case: autocannon with gzip accepted, a short warm-up first (JIT, connection pools,
// caches), then the measured run. Non-2xx answers and socket errors are counted, not hidden.
import autocannon from 'autocannon';

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
  const gzipBytes = Number(response.headers.get('content-length') ?? Number.NaN);
  return { text, gzipBytes };
}
