// `npm run test:pg [-- vitest arguments]`: the integration suite (*.int.test.ts) on PostgreSQL. Starts a
// throwaway cluster (./postgres-cluster.mjs), points the test servers at it (TEST_DATABASE_URL: each
// gets a database of its own) and runs vitest's integration project; the cluster is deleted afterwards.
// Extra arguments go to vitest, e.g. `npm run test:pg -- server/payments` for one folder.
import { spawn } from 'node:child_process';
import { root } from './builds.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';

const cluster = await startPostgresCluster();
console.log(`PostgreSQL test cluster at ${cluster.url}`);
const started = Date.now();
const vitest = spawn(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'integration',
    // Two cores: two test files at a time (each may start a server and workers of its own).
    '--maxWorkers',
    process.env.TEST_PG_WORKERS ?? '2',
    // The desktop's on-device engine never reaches a server or its database.
    '--exclude',
    'desktop/main/packagedEngine.int.test.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vitest.kill(signal));
const code = await new Promise((resolve) =>
  vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
cluster.stop();
console.log(`Integration suite on PostgreSQL: ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(code);
