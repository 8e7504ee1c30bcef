// TRUST-11: whether a live query's new answer holds the same data as the one the screen has. The
// start's sync answers write a few records; every query reading those stores runs again and, as
// Dexie hands each run's answer on as new objects, the screens it feeds rendered again with
// nothing changed. Plain data (what the stores keep) is compared by value; anything else (a Blob,
// a Map, a class) only by identity, so an answer holding one is always handed on, as before.

const isPlain = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

export function sameAnswer(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameAnswer(item, b[i]));
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameAnswer((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
