// JOB-3: a job's comments as the server has them now, when the comments screen opens online.
// The job sync brings notes too; this only makes an open screen current sooner.
import { runCommand } from '../api/calls';
import { saveJobNotes } from '../db/jobs';

export async function refreshJobNotes(jobID: number): Promise<void> {
  if (jobID <= 0) return; // not on the server yet
  const answer = await runCommand('GetNotes', { jobID });
  await saveJobNotes(jobID, answer.notes);
}
