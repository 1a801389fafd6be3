// `npm run db:copy -- --to postgres://user:password@host:5432/database [--from path/to/summer.sqlite]`:
// moves this installation from its SQLite file (DATA_DIR/summer.sqlite unless --from says otherwise)
// to an empty PostgreSQL database, then prints each table's row count on both sides. Stop the server
// first: rows written during the copy would be left behind. The SQLite file is only read (and brought
// up to date by its migrations, as a start of the server would).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { CopyRefused, copyDatabase } from '../db/copyDatabase.ts';
import { describeLocation, openDatabase } from '../db/database.ts';
import { isPostgresUrl } from '../db/postgres.ts';
import { runCommand } from './runCommand.ts';

const USAGE = `Usage: npm run db:copy -- --to postgres://user:password@host:5432/database [--from summer.sqlite]
  --to    the PostgreSQL database to fill (it must be empty)
  --from  the SQLite file to copy (default: DATA_DIR/summer.sqlite)`;

function parse(args: string[]): { to: string; from?: string } | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { to: { type: 'string' }, from: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length > 0 || !values.to || !isPostgresUrl(values.to)) return null;
    return { to: values.to, from: values.from };
  } catch {
    return null;
  }
}

async function main(args: string[]): Promise<number> {
  const request = parse(args);
  if (!request) {
    console.error(USAGE);
    return 64; // EX_USAGE
  }
  // The source is the SQLite file even where DATABASE_URL is already set for the servers to come.
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  const file = resolve(request.from ?? join(config.DATA_DIR, 'summer.sqlite'));
  if (!existsSync(file)) {
    console.error(`No SQLite database at ${file}: set DATA_DIR or --from.`);
    return 66; // EX_NOINPUT
  }
  const source = await openDatabase(file);
  const target = await openDatabase(request.to);
  try {
    console.log(`Copying ${file} to ${describeLocation(request.to)}…`);
    const counts = await copyDatabase(source.db, target.db);
    const width = Math.max(...counts.map((count) => count.table.length));
    console.log(`${'table'.padEnd(width)}  ${'SQLite'.padStart(9)}  ${'PostgreSQL'.padStart(10)}`);
    for (const { table, source: from, target: to } of counts) {
      const mark = from === to ? '' : '  MISMATCH';
      console.log(`${table.padEnd(width)}  ${String(from).padStart(9)}  ${String(to).padStart(10)}${mark}`);
    }
    const mismatched = counts.filter((count) => count.source !== count.target);
    if (mismatched.length > 0) {
      console.error(`Row counts differ in ${mismatched.map((count) => count.table).join(', ')}.`);
      return 1;
    }
    const rows = counts.reduce((sum, count) => sum + count.target, 0);
    console.log(`Copied ${rows} rows of ${counts.length} tables; every count matches.`);
    console.log('Start the servers with DATABASE_URL set to this database (and SESSION_SECRET).');
    return 0;
  } finally {
    await source.close();
    await target.close();
  }
}

runCommand(main, [CopyRefused]);
