// `npm run admin -- grant <email> [--owner]` / `revoke <email> [--owner]`: builds the server if it is missing or older
// than its sources (as `npm start` does), then runs its admin command with plain Node, so operators
// need no development tools. Build messages go to stderr; the command's own answer to stdout.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './builds.mjs';

ensureBuilt(['server'], { toStderr: true });
const admin = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(root, 'dist/server/admin.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(admin.status ?? 1);
