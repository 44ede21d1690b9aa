/**
 * `npm start`'s build step: builds the SPA only when what it is built from has changed since
 * the last build. The inputs (the client's and shared sources, the Vite config, the lockfile)
 * are hashed with SHA-256 and the hash is kept beside the build (client/dist/.source-hash); a
 * missing build, a missing hash or any difference builds again. A first start stays correct;
 * a second start goes straight to the server.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'client', 'dist');
const HASH_FILE = join(DIST, '.source-hash');
const INPUTS = [
  'client/src',
  'client/public',
  'client/index.html',
  'shared',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx'))
      continue;
    yield* files(join(path, entry));
  }
}

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(HASH_FILE) ? readFileSync(HASH_FILE, 'utf8').trim() : null;
if (built === current && existsSync(join(DIST, 'index.html'))) {
  process.stdout.write('The SPA is up to date with its sources: not rebuilding.\n');
} else {
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  writeFileSync(HASH_FILE, `${current}\n`);
}
