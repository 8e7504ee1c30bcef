// QUEUE-8: when a parent made offline succeeds, its temporary id (a negative number no server id
// can be) is replaced by the server's in every task: URL path segments and query values, and any
// number in the payload or procedure parameters equal to it.
import type { QueuedTask } from './task';

function replaceDeep(value: unknown, tempID: number, realID: number): unknown {
  if (value === tempID) return realID;
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, tempID, realID));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceDeep(item, tempID, realID)]),
    );
  }
  return value;
}

function remapUrl(url: string, tempID: number, realID: number): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const mapped = path
    .split('/')
    .map((segment) => (segment === String(tempID) ? String(realID) : segment))
    .join('/');
  if (query === undefined) return `${mapped}`;
  // Query values too (DELETE /api/image?JobID=…): a temporary id is a negative number no other
  // value can equal.
  const params = new URLSearchParams(query);
  let changed = false;
  for (const [name, value] of [...params]) {
    if (value === String(tempID)) {
      params.set(name, String(realID));
      changed = true;
    }
  }
  return `${mapped}?${changed ? params.toString() : query}`;
}

/** The task with `tempID` replaced by `realID`; the same object when nothing refers to it. */
export function remapTask(task: QueuedTask, tempID: number, realID: number): QueuedTask {
  if (task.kind === 'http') {
    const url = remapUrl(task.url, tempID, realID);
    const payload = replaceDeep(task.payload, tempID, realID);
    if (url === task.url && JSON.stringify(payload) === JSON.stringify(task.payload)) return task;
    return { ...task, url, payload };
  }
  const parameters = task.parameters.map((p) => (p.value === tempID ? { ...p, value: realID } : p));
  if (parameters.every((p, i) => p === task.parameters[i])) return task;
  return { ...task, parameters };
}
