// Benchmarks print a ratio against a baseline measured in the same run, on the same machine, so
// the number means something on any machine: ours / baseline (1.00 = as fast as the baseline).

export interface Measurement {
  name: string;
  ms: number[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The lowest and highest of the runs, as printed next to the median. */
export function spread(values: number[]): string {
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} ms`;
}

export function report(title: string, ours: Measurement, baseline: Measurement): string {
  const o = median(ours.ms);
  const b = median(baseline.ms);
  return [
    `${title}`,
    `  ${ours.name}: median ${o.toFixed(1)} ms (spread ${spread(ours.ms)}) over ${ours.ms.length} runs`,
    `  ${baseline.name}: median ${b.toFixed(1)} ms (spread ${spread(baseline.ms)}) over ${baseline.ms.length} runs`,
    `  ratio (ours / baseline): ${(o / b).toFixed(2)}`,
  ].join('\n');
}
