// `npm start`: builds the web app and the server if needed, then runs the server on PORT (default 3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './builds.mjs';

ensureBuilt(['web', 'server']);

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on so the server shuts down gracefully, and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
