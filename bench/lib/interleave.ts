// Times several ways of doing the same work in one loop, rotating which goes first each round,
// so a GC pause, a neighbour's build on the shared machine or a warming cache falls on all of
// them alike instead of on whichever ran as a block at the wrong moment.
export async function timeInterleaved<K extends string>(
  ways: Record<K, () => Promise<unknown>>,
  options: { runs: number; warmup: number },
): Promise<Record<K, number[]>> {
  const names = Object.keys(ways) as K[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < options.warmup + options.runs; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    for (const name of order) {
      const start = performance.now();
      await ways[name]();
      const ms = performance.now() - start;
      if (round >= options.warmup) times[name].push(ms);
    }
  }
  return times;
}
