// `npm run db:backup -- FILE` / `npm run db:restore -- FILE`: builds the server if it is missing or older
// than its sources (as `npm start` does), then runs its database command with plain Node, so operators
// need no development tools. Build messages go to stderr; the command's own answer to stdout.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './builds.mjs';

ensureBuilt(['server'], { toStderr: true });
const command = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/server/database.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(command.status ?? 1);
