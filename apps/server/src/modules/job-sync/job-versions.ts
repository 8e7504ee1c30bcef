// SCALE-1: when each job last changed, counted in writes (not time), so a cached delta is judged by
// the jobs its reader reaches: a note on job A leaves the answers of readers who cannot reach A.
import type { WriteScope } from './write-scope.js';

export class JobVersions {
  /** Counts every change; a read is stored under the count taken before it began. */
  private count = 0;
  /** The count at the last change that may concern every reader. */
  private allAt = 0;
  /** The count at each job's last change since `allAt` (older ones are covered by `allAt`). */
  private readonly jobAt = new Map<number, number>();

  stamp(): number {
    return this.count;
  }

  changed(scope: WriteScope): void {
    this.count++;
    if (scope === 'all') {
      this.allAt = this.count;
      this.jobAt.clear();
    } else for (const job of scope) this.jobAt.set(job, this.count);
  }

  /** Nothing a reader of `jobIDs` sees changed after `stamp`. */
  unchangedSince(stamp: number, jobIDs: readonly number[]): boolean {
    // A quiet yard: no change at all since the read (no per-job look-ups).
    if (stamp === this.count) return true;
    if (this.allAt > stamp) return false;
    for (const job of jobIDs) if ((this.jobAt.get(job) ?? 0) > stamp) return false;
    return true;
  }
}

/**
 * The scopes of the last writes, by their number in the write watch's count: a request re-voids
 * what it wrote when it answers (committed by then). A request older than the log re-voids all.
 */
export class RecentWrites {
  private readonly scopes: WriteScope[] = [];
  private first = 0;
  constructor(private readonly keep = 10_000) {}

  /** The write numbered `index` (the count before it) had `scope`. */
  add(index: number, scope: WriteScope): void {
    if (this.scopes.length === 0) this.first = index;
    this.scopes.push(scope);
    if (this.scopes.length > this.keep) {
      this.scopes.shift();
      this.first++;
    }
  }

  /** What the writes numbered `from` on (up to the newest) touched. */
  since(from: number): WriteScope {
    if (from < this.first) return 'all';
    const jobs = new Set<number>();
    for (const scope of this.scopes.slice(from - this.first)) {
      if (scope === 'all') return 'all';
      for (const job of scope) jobs.add(job);
    }
    return [...jobs];
  }
}
