// `npm run db:copy -- --to postgres://…`: builds the server if it is missing or older than its sources
// (as `npm start` does), then runs its copy command with plain Node (server/cli/dbCopy.ts says what it
// does), so operators need no development tools. Build messages go to stderr.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './builds.mjs';

ensureBuilt(['server'], { toStderr: true });
const copy = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/server/dbCopy.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(copy.status ?? 1);
