/** JOB-2: a location defaults to '1' when empty. */
export function locationOrDefault(location: string | number | null | undefined): string {
  const text = location === null || location === undefined ? '' : String(location).trim();
  return text === '' ? '1' : text;
}
