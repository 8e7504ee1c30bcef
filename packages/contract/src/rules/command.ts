import { z } from 'zod';

export const CommandParameter = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type CommandParameter = z.infer<typeof CommandParameter>;

/** HTTP-5: a procedure name plus a list of named parameters. */
export const CommandObject = z.object({
  procedure: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*$/),
  parameters: z.array(CommandParameter),
});
export type CommandObject = z.infer<typeof CommandObject>;

function literal(value: CommandParameter['value']): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value === null) return 'NULL';
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * HTTP-5: the text form of a command: text values quoted, numbers unquoted. It is for logs and
 * the queue list; the server never executes it (procedures are code, SRV-2).
 */
export function commandText(command: CommandObject): string {
  const args = command.parameters.map((p) => `@${p.name}=${literal(p.value)}`).join(', ');
  return args ? `${command.procedure} ${args}` : command.procedure;
}

/** The parameters as one object, as a procedure handler receives them. */
export function commandArgs(command: CommandObject): Record<string, CommandParameter['value']> {
  // A plain loop: every 10 s poll of every device passes through here on the server (OPS-5).
  const args: Record<string, CommandParameter['value']> = {};
  for (const { name, value } of command.parameters) args[name] = value;
  return args;
}
