// Reads Prometheus' text format (what prom-client writes): one sample per `name{labels} value` line.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a metrics line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the first sample with this name and these labels (others may have more). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
  )?.value;
}
