// Picks the response encoding from Accept-Encoding (RFC 9110 §12.5.3): q-values respected,
// 'q=0' refuses, '*' stands for any coding not named. Brotli first: it is the smallest.
export type Encoding = 'br' | 'gzip' | 'identity';

export function chooseEncoding(header: string | string[] | undefined, available: readonly Encoding[]): Encoding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weightOf = (coding: string): number => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weightOf(coding);
    if (available.includes(coding) && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
