// Temporary ids (QUEUE-8): a record created offline gets the negative of its task's queueID, a
// number no server id can be. Once the task succeeds, the `tempIDs` store remembers which server id
// it became.
import type { FieldOpsDatabase } from '../../db/database';

export const isTempID = (id: number) => id < 0;

/** The server id a temporary id became, or the id itself. Call inside a transaction with tempIDs. */
export async function resolveJobID(database: FieldOpsDatabase, jobID: number): Promise<number> {
  if (!isTempID(jobID)) return jobID;
  return (await database.tempIDs.get(jobID))?.realID ?? jobID;
}

/** The queueID of the task that creates `jobID`, when it is a temporary id still in the queue. */
export async function parentOf(database: FieldOpsDatabase, jobID: number): Promise<number | null> {
  if (!isTempID(jobID)) return null;
  const queueID = -jobID;
  return (await database.updateQueue.get(queueID)) ? queueID : null;
}
