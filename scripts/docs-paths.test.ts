// Issue 28 item 8: the docs name files of the repository, and a reader follows them. Every relative
// link in README.md, docs/*.md and docs/decisions/*.md must reach a file or folder, and every code
// span that is written as a path (only path characters, a slash, and a file extension or a
// trailing slash) must name one. A span may name a file relative to a source root the docs speak
// from (`db/comments.ts` in apps/web/src, `modules/jobs/access.ts` in apps/server/src), so it is
// looked up from the document's folder, the repository and those roots. A span that looks like a
// path but deliberately is not one (build output, a folder made at run time, a file a superseded
// entry named) is listed in the document itself, in an HTML comment: `<!-- not-paths: a b -->`.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '..');

/**
 * The repository's files and folders: what git tracks or would add (not what it ignores), so a
 * build output (`apps/server/dist/main.js`) counts as missing whether or not a build ran before
 * the test; such a span is declared in its document's not-paths.
 */
function repositoryPaths(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO,
    encoding: 'utf8',
  });
  const paths = new Set<string>(['']);
  for (const file of files.split('\n').filter(Boolean)) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i += 1) paths.add(parts.slice(0, i).join('/'));
  }
  return paths;
}

let known: Set<string> | undefined;
const inRepository = (path: string): boolean => {
  known ??= repositoryPaths();
  const inside = relative(REPO, path);
  return !inside.startsWith('..') && known.has(inside.replace(/\/$/, ''));
};

// A copy of the shared requirements (/work/shared/REQUIREMENTS.md), kept as it is: the spec it
// names lives beside them, outside the repository.
const NOT_OURS = ['docs/REQUIREMENTS.md'];

const SOURCE_ROOTS = [
  '',
  'apps/web',
  'apps/web/src',
  'apps/web/src/features',
  'apps/server',
  'apps/server/src',
  'apps/server/src/modules',
  'packages/contract',
  'packages/contract/src',
  'e2e',
  'bench',
];

/** Looks like a path: path characters only, a slash, and an extension or a trailing slash. */
const PATH_SPAN = /^[\w.@-]+(?:\/[\w.@-]+)*(?:\/|\.[a-z]{1,5})$/;
const HAS_SLASH = /\//;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const CODE_SPAN = /(`+)([^`]+?)\1/g;
const NOT_PATHS = /<!--\s*not-paths:([^>]*)-->/g;

function docs(): string[] {
  const inDocs = (folder: string) =>
    readdirSync(join(REPO, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`);
  return ['README.md', ...inDocs('docs'), ...inDocs('docs/decisions')].filter(
    (doc) => !NOT_OURS.includes(doc),
  );
}

/** The text outside fenced code blocks (diagrams and shell lines are not links to follow). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

export interface Problem {
  doc: string;
  kind: 'link' | 'path';
  target: string;
}

export function problemsIn(doc: string, text: string, exists = inRepository): Problem[] {
  const problems: Problem[] = [];
  const folder = dirname(join(REPO, doc));
  const declared = new Set([...text.matchAll(NOT_PATHS)].flatMap((m) => (m[1] ?? '').trim().split(/\s+/)));
  const body = prose(text);
  for (const match of body.matchAll(LINK)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const file = decodeURI(target.replace(/[#?].*$/, ''));
    if (!exists(resolve(folder, file))) problems.push({ doc, kind: 'link', target });
  }
  for (const match of body.replace(LINK, '').matchAll(CODE_SPAN)) {
    const span = (match[2] ?? '').trim();
    if (!HAS_SLASH.test(span) || !PATH_SPAN.test(span) || declared.has(span)) continue;
    const places = [folder, ...SOURCE_ROOTS.map((root) => join(REPO, root))];
    if (!places.some((place) => exists(resolve(place, span))))
      problems.push({ doc, kind: 'path', target: span });
  }
  return problems;
}

describe('docs name files that exist', () => {
  it('[issue 28 item 8] finds a missing link target and a missing path, and honours not-paths', () => {
    const text = [
      'See [the queue](../apps/web/src/queue/README.md) and [gone](../nowhere.md), `db/gone.ts`,',
      '`dist/index.html`, `/api/batch`, `image/jpeg`, `a b/c.ts`.',
      '<!-- not-paths: dist/index.html -->',
    ].join('\n');
    const problems = problemsIn('docs/example.md', text).map((p) => `${p.kind} ${p.target}`);
    expect(problems).toEqual(['link ../nowhere.md', 'path db/gone.ts']);
  });

  it('[issue 28 item 8] every repository path in README.md, docs/*.md and docs/decisions/*.md exists', () => {
    const problems = docs().flatMap((doc) => problemsIn(doc, readFileSync(join(REPO, doc), 'utf8')));
    const lines = problems.map((p) => `${p.doc}: ${p.kind} ${p.target}`);
    expect(
      lines,
      `paths named by the docs that do not exist (from ${relative(process.cwd(), REPO) || '.'})`,
    ).toEqual([]);
  });
});
