// Reads the Dockerfile into stages and instructions, so the clean-folder test runs the image's own
// steps rather than a copy of them that could drift. Only the syntax our Dockerfile uses: one
// instruction per line (a trailing backslash continues it), `--flag=value` options, JSON exec form.

export interface Instruction {
  /** Upper-case keyword: FROM, WORKDIR, COPY, RUN, ENV, CMD, … */
  keyword: string;
  /** Leading `--name=value` options (COPY --from, HEALTHCHECK --interval). */
  flags: Record<string, string>;
  /** The rest of the line after the options. */
  text: string;
  line: number;
}

export interface Stage {
  name: string;
  image: string;
  instructions: Instruction[];
}

const OPTION = /^--([a-z-]+)=(\S+)\s+/;

export function parseDockerfile(source: string): Stage[] {
  const stages: Stage[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    let text = lines[i]!.trim();
    if (text === '' || text.startsWith('#')) continue;
    while (text.endsWith('\\') && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i]!.trim()}`;
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(text) ?? [];
    const flags: Record<string, string> = {};
    let body = rest;
    for (let option = OPTION.exec(body); option; option = OPTION.exec(body)) {
      flags[option[1]!] = option[2]!;
      body = body.slice(option[0].length);
    }
    const instruction = { keyword: keyword.toUpperCase(), flags, text: body, line };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = body.split(/\s+/);
      stages.push({
        image,
        name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length),
        instructions: [],
      });
    } else if (!stages.at(-1)) {
      throw new Error(`Dockerfile line ${line}: ${instruction.keyword} before any FROM`);
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** `CMD ["node", "x.js"]`: the exec form's argument list (the shell form is refused: no PID 1 shell). */
export function execForm(instruction: Instruction): string[] {
  const parsed: unknown = JSON.parse(instruction.text);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(
      `Dockerfile line ${instruction.line}: ${instruction.keyword} must be a JSON list of strings`,
    );
  }
  return parsed;
}

/** `ENV NAME=value` (one or more pairs, no quoting: ours needs none). */
export function envPairs(instruction: Instruction): [string, string][] {
  return instruction.text.split(/\s+/).map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`Dockerfile line ${instruction.line}: ENV wants NAME=value, got "${pair}"`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}
