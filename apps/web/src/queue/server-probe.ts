// FIELD-5: the health check's question (START-3), asked by the runner when a try fails: does
// GET /api/server answer in time? sync/health.ts asks it on a timer and keeps the answer for the
// footer; the runner cannot import it (sync sits above the queue: its tick runs the queue), so it
// asks the same endpoint by the same rule: any answer but 2xx in time means "not healthy".
import { call } from '../api/calls';

/** As the health check's timeout: a server that needs longer is not one to send tasks to. */
export const SERVER_PROBE_TIMEOUT_MS = 4_000;

export type ServerProbe = () => Promise<boolean>;

export const serverAnswers: ServerProbe = async () => {
  try {
    await call('serverStatus', {}, { timeoutMs: SERVER_PROBE_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
};
