// Runs the Dockerfile's stages without Docker (none on the machines that run `npm test`): each
// stage gets a folder standing for its filesystem's root, COPY copies from the build context or
// an earlier stage's folder, RUN runs its commands there. It knows the few commands the
// Dockerfile uses and throws on any other, so a new step is taught here instead of skipped.
// Two stand-ins, both because a test may not download: `npm ci` links the packages this checkout
// already installed (the full tree; or, with --omit=dev --workspace, exactly the packages
// `npm ls --omit=dev` lists for that workspace), and `chown` is skipped (the test's own user).
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { envPairs, type Instruction, type Stage } from './dockerfile.js';

export interface BuiltStage {
  stage: Stage;
  /** The folder standing for the stage's `/`. */
  root: string;
  workdir: string;
  env: Record<string, string>;
  /** Instructions kept for the caller: CMD, HEALTHCHECK, EXPOSE, USER, VOLUME. */
  meta: Map<string, Instruction>;
}

const IMAGE_ONLY = ['CMD', 'HEALTHCHECK', 'EXPOSE', 'USER', 'VOLUME'];

/** A container path (absolute, or relative to the working directory) inside a stage's folder. */
export const hostPath = (built: Pick<BuiltStage, 'root' | 'workdir'>, path: string) =>
  join(built.root, posix.resolve(built.workdir, path));

/** Only PATH and HOME from this process: no WEB_DIST, DATABASE_URL or npm_* of the test run. */
export function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const path = (process.env['PATH'] ?? '').split(':').filter((p) => !p.includes('node_modules'));
  return { PATH: path.join(':'), HOME: process.env['HOME'] ?? '/tmp', ...extra };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): string {
  const done = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  const output = `${done.stdout ?? ''}${done.stderr ?? ''}`;
  if (done.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (${done.status ?? done.signal}):\n${output}`,
    );
  return output;
}

/** `cp -a` with hard links (node_modules in a second) where the temporary folder's disk allows. */
function cp(from: string, to: string): void {
  const linked = spawnSync('cp', ['-a', '--link', '--remove-destination', from, to], { encoding: 'utf8' });
  if (linked.status === 0) return;
  if (!linked.stderr.includes('cross-device')) throw new Error(`cp ${from} ${to} failed:\n${linked.stderr}`);
  run('cp', ['-a', '--remove-destination', from, to], '/', process.env as Record<string, string>);
}

/** COPY's semantics: a folder's contents into the destination. */
function copy(from: string, to: string): void {
  if (!lstatSync(from, { throwIfNoEntry: false })) throw new Error(`COPY: ${from} does not exist`);
  mkdirSync(dirname(to), { recursive: true });
  // A symbolic link (npm's link to a workspace package) is copied as the link, as npm ci makes it.
  if (lstatSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    cp(`${from}/.`, `${to}/`);
  } else {
    cp(from, to);
  }
}

/** `npm ci [--omit=dev --workspace=<name>]` from this checkout's installed packages. */
function installFromCheckout(checkout: string, flags: string[], cwd: string): void {
  if (flags.length === 0) {
    const workspaces = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const folder of ['.', ...workspaces.workspaces]) {
      const modules = join(checkout, folder, 'node_modules');
      if (existsSync(modules)) copy(modules, join(cwd, folder, 'node_modules'));
    }
    return;
  }
  const workspace = /^--workspace=(\S+)$/.exec(flags.find((f) => f.startsWith('--workspace=')) ?? '')?.[1];
  if (flags.length !== 2 || !flags.includes('--omit=dev') || !workspace) {
    throw new Error(
      `npm ci ${flags.join(' ')}: the clean-folder run knows npm ci and npm ci --omit=dev --workspace=<name>`,
    );
  }
  const listed = run(
    'npm',
    ['ls', '--omit=dev', `--workspace=${workspace}`, '--all', '--parseable'],
    checkout,
    cleanEnv({}),
  );
  const modules = join(checkout, 'node_modules');
  const packages = [...new Set(listed.split('\n').filter((p) => p.startsWith(`${modules}/`)))].sort();
  // A package nested in one already copied came with it.
  const tops = packages.filter((p, i) => !packages.slice(0, i).some((q) => p.startsWith(`${q}/`)));
  for (const path of tops) copy(path, join(cwd, 'node_modules', relative(modules, path)));
}

function runLine(command: string, built: BuiltStage, checkout: string): void {
  const cwd = hostPath(built, '.');
  const words = command.split(/\s+/);
  if (words[0] === 'npm' && words[1] === 'ci') return installFromCheckout(checkout, words.slice(2), cwd);
  if (words[0] === 'npm' && words[1] === 'run') {
    run('sh', ['-c', command], cwd, cleanEnv(built.env));
    return;
  }
  if (words[0] === 'mkdir' && words[1] === '-p') {
    for (const path of words.slice(2)) mkdirSync(hostPath(built, path), { recursive: true });
    return;
  }
  if (words[0] === 'chown') return;
  throw new Error(`The clean-folder run does not know "${command}": teach scripts/dockerfile-stages.ts`);
}

/** Runs every stage in order under `folder`; the context is a clean copy of the sources. */
export function buildStages(
  stages: Stage[],
  context: string,
  checkout: string,
  folder: string,
): BuiltStage[] {
  const built: BuiltStage[] = [];
  for (const stage of stages) {
    const current: BuiltStage = {
      stage,
      root: join(folder, `stage-${stage.name}`),
      workdir: '/',
      env: {},
      meta: new Map(),
    };
    mkdirSync(current.root, { recursive: true });
    for (const instruction of stage.instructions) {
      const { keyword, flags, text, line } = instruction;
      if (keyword === 'WORKDIR') {
        current.workdir = posix.resolve(current.workdir, text);
        mkdirSync(hostPath(current, '.'), { recursive: true });
      } else if (keyword === 'ENV') {
        for (const [name, value] of envPairs(instruction)) current.env[name] = value;
      } else if (keyword === 'COPY') {
        const parts = text.split(/\s+/);
        const target = parts.pop()!;
        const source = flags['from'] ? built.find((b) => b.stage.name === flags['from']) : undefined;
        if (flags['from'] && !source) throw new Error(`Dockerfile line ${line}: no stage ${flags['from']}`);
        for (const part of parts) {
          const from = source ? join(source.root, posix.resolve('/', part)) : resolve(context, part);
          const into =
            target.endsWith('/') && !/^\.?\/?$/.test(part)
              ? posix.join(target, posix.basename(part))
              : target;
          copy(from, hostPath(current, into));
        }
      } else if (keyword === 'RUN') {
        for (const command of text.split('&&')) runLine(command.trim(), current, checkout);
      } else if (IMAGE_ONLY.includes(keyword)) {
        current.meta.set(keyword, instruction);
      } else {
        throw new Error(`Dockerfile line ${line}: the clean-folder run does not know ${keyword}`);
      }
    }
    built.push(current);
  }
  return built;
}
