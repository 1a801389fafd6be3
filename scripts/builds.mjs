// Which bundle comes from which sources, and whether a bundle is older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export const BUILDS = {
  web: {
    output: 'dist/web/index.html',
    sources: ['web', 'shared', 'content', 'package.json'],
    script: 'build:web',
  },
  server: {
    output: 'dist/server/main.js',
    sources: ['server', 'shared', 'package.json'],
    script: 'build:server',
  },
  desktop: {
    output: 'dist/desktop/main/index.js',
    sources: ['desktop', 'shared', 'package.json'],
    script: 'build:desktop',
  },
};

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'e2e') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(name) {
  const build = BUILDS[name];
  const output = join(root, build.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return build.sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

/**
 * Builds each named bundle that is missing or older than its sources. With `toStderr`, the build's
 * output goes to stderr, leaving stdout to the command that runs afterwards.
 */
export function ensureBuilt(names, { toStderr = false } = {}) {
  for (const name of names) {
    if (!isStale(name)) continue;
    (toStderr ? console.error : console.log)(`Building ${name}...`);
    execSync(`npm run --silent ${BUILDS[name].script}`, {
      cwd: root,
      stdio: toStderr ? ['inherit', process.stderr, 'inherit'] : 'inherit',
    });
  }
}
