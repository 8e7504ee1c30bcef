// The functions a .cpuprofile spent its time in: self time (the function's own code) and inclusive
// time (with what it called), in ms, the largest first.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export function summarize(file: string, top = 20): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byID = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const leaf = byID.get(id);
    if (!leaf) return;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = name(byID.get(at)!);
      if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      seen.add(key);
    }
  });
  const list = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
      .join('\n');
  return `${file}\n self:\n${list(self)}\n inclusive:\n${list(inclusive)}`;
}
