// What an error report may carry (MISC-4): the error and where it happened, not whom it was about.
// Messages and stacks can hold an email, a URL with the session id or a token, so those are
// blanked before a report leaves the device. A thrown value that is not an Error (often a whole
// answer or a form's data) is described by its shape only.

const REDACTIONS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Query or hash parameters that are secrets: the session id (AUTH-12) and OAuth values.
  [
    /\b(sid|access_token|id_token|refresh_token|token|code|state|nonce|password)=[^&\s#"'<>]+/gi,
    '$1=[redacted]',
  ],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]'],
  // A JSON Web Token (an id token) anywhere else.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
];

export function redactPersonalData(text: string): string {
  return REDACTIONS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Title and first stack lines of anything thrown; never throws itself. */
export function describeError(error: unknown): { title: string; detail: string } {
  try {
    if (error instanceof Error) {
      return {
        title: redactPersonalData(`${error.name}: ${error.message}`),
        detail: redactPersonalData(
          String(error.stack ?? '')
            .split('\n')
            .slice(0, 8)
            .join('\n'),
        ),
      };
    }
    if (typeof error === 'string') return { title: redactPersonalData(error), detail: '' };
    if (error !== null && typeof error === 'object') {
      const kind = (error.constructor as { name?: unknown } | undefined)?.name;
      const keys = Object.keys(error).slice(0, 10).join(', ');
      return {
        title: `${typeof kind === 'string' ? kind : 'Object'} thrown (keys: ${keys || 'none'})`,
        detail: '',
      };
    }
    return { title: `${typeof error} thrown: ${String(error).slice(0, 100)}`, detail: '' };
  } catch {
    return { title: `Unreadable ${typeof error} thrown`, detail: '' };
  }
}
