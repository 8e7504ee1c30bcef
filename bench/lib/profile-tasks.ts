// Reads a trace and a V8 sampling CPU profile of the same load (DevTools' Tracing and Profiler
// domains, one clock): the page's main-thread tasks, and for a task the functions that took its time.

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Stretch {
  /** Index of the first and one past the last sample. */
  from: number;
  to: number;
  atMs: number;
  ms: number;
  /** The browser's own work in the task (style, layout, parsing, script…), ms by trace event. */
  work?: Map<string, number>;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** Sample times, µs on the trace's clock (the profiler and the trace share it). */
function sampleTimes(profile: CpuProfile): number[] {
  let time = profile.startTime;
  return profile.timeDeltas.map((delta) => (time += delta));
}

/**
 * The page's main-thread tasks (the trace's RunTask events on the renderer main thread that ran
 * the most), each with the profile's samples inside it.
 */
export function mainThreadTasks(events: TraceEvent[], profile: CpuProfile): Stretch[] {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const runs = (main: TraceEvent) =>
    events.filter((event) => event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid);
  const busiest = mains
    .map((main) => runs(main))
    .sort((a, b) => b.reduce((sum, e) => sum + (e.dur ?? 0), 0) - a.reduce((sum, e) => sum + (e.dur ?? 0), 0))[0];
  const times = sampleTimes(profile);
  const main = busiest?.[0];
  const onMain = main ? events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid) : [];
  return (busiest ?? []).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const from = times.findIndex((time) => time >= task.ts);
    const after = times.findIndex((time) => time > end);
    return {
      from: from < 0 ? times.length : from,
      to: after < 0 ? times.length : after,
      atMs: (task.ts - profile.startTime) / 1000,
      ms: (task.dur ?? 0) / 1000,
      work: selfTimes(inside),
    };
  });
}

/** Each event's own time (its duration less its children's), summed by name. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: TraceEvent[] = [];
  const childTime = new Map<TraceEvent, number>();
  for (const event of sorted) {
    while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + (event.dur ?? 0));
    open.push(event);
  }
  for (const event of sorted) {
    const own = ((event.dur ?? 0) - (childTime.get(event) ?? 0)) / 1000;
    totals.set(event.name, (totals.get(event.name) ?? 0) + own);
  }
  return totals;
}


function frameName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url.replace(/^.*\//, '');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

/** The stretch's heaviest functions: time inclusive of what they called, and their own time. */
export function heaviest(profile: CpuProfile, stretch: Stretch, count: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  for (let index = stretch.from; index < stretch.to; index += 1) {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = profile.samples[index]!;
    const leafName = frameName(byId.get(leaf)!.callFrame);
    self.set(leafName, (self.get(leafName) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const name = frameName(byId.get(id)!.callFrame);
      if (seen.has(name) || name.startsWith('(root)')) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  const top = (map: Map<string, number>, label: string) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${label} ${ms.toFixed(0).padStart(4)} ms  ${name}`);
  return [...top(inclusive, 'total'), ...top(self, 'self ')];
}
