// The end of a switch or if-chain over a closed union (a report field kind, a queue outcome, a
// kind of task, a timesheet rule): once every member has its branch the value's type is `never`,
// so a new member is a compile error at each place that must decide about it, instead of falling
// silently into a `default`. Here in the contract so the server and the device share one.

/** Never returns: reached only by a value the types say cannot exist (data from a newer build). */
export function assertNever(value: never): never {
  throw new Error(`Unexpected member of a closed union: ${describe(value)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
