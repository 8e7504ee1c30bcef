// TRUST-11: the signed-in frame loads the styles of the Mantine components the app uses, not of
// all ~120 (parsing them was a large part of the start on a slow phone). This keeps the two lists
// whole: a component imported anywhere in the app has its stylesheet in one of them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const mantineStyles = join(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value imported from @mantine/core by the app's own files. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const part of list!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0]!.trim());
      }
    }
  }
  return names;
}

const importedStyles = (file: string) =>
  [...readFileSync(join(src, file), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
    (m) => m[1]!,
  );

describe('Mantine stylesheets', () => {
  it('[TRUST-11] every Mantine component the app imports has its styles loaded', () => {
    const withStyles = new Set(
      readdirSync(mantineStyles)
        .filter((f) => /^[A-Z]\w*\.css$/.test(f))
        .map((f) => f.replace('.css', '')),
    );
    const loaded = new Set([
      ...importedStyles('shell/mantine-first-paint.css'),
      ...importedStyles('ui/mantine-screens.css'),
    ]);
    const used = [...importedComponents()].filter((name) => withStyles.has(name));
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !loaded.has(name))).toEqual([]);
  });
});
