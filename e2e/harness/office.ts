// What the office does to jobs that no call of the app does yet (closing one), written into the
// running server's SQLite file the way the server's own closeJob writes it: the job's status and
// its history row (TSX-3), in one transaction.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export function closeJobAsOffice(dataDir: string, jobNumber: string): number {
  const db = new Database(join(dataDir, 'fieldops.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const job = db.prepare('SELECT job_id FROM jobs WHERE job_number = ?').get(jobNumber) as
      { job_id: number } | undefined;
    if (!job) throw new Error(`No job ${jobNumber}`);
    db.transaction(() => {
      db.prepare("UPDATE jobs SET status = 'Closed', updated_at = ? WHERE job_id = ?").run(now, job.job_id);
      db.prepare(
        "INSERT INTO job_history (job_id, changed_at, change, employee_id) VALUES (?, ?, 'closed', NULL)",
      ).run(job.job_id, now);
    })();
    return job.job_id;
  } finally {
    db.close();
  }
}
