// `npm run db:backup -- FILE` / `npm run db:restore -- FILE`: copies of the SQLite database of the
// configured DATA_DIR (server/db/backup.ts). A backup may be made while the server runs; a restore is
// refused until it has stopped.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../db/backup.ts';
import { runCommand } from './runCommand.ts';

const USAGE = `Usage: npm run db:backup -- FILE    a consistent copy of the database, while the server runs or not
       npm run db:restore -- FILE   replaces the database with a backup (stop the server first)`;

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main([command, given, ...rest]: string[]): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || !given || rest.length > 0) {
    console.error(USAGE);
    return 64; // EX_USAGE
  }
  // npm runs scripts in the package's folder; a relative FILE means the folder the operator typed it in.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      `This installation keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump (e.g. pg_dump --format=custom --file=${given} "$DATABASE_URL") and restore with pg_restore.`,
    );
    return 1;
  }
  const databaseFile = join(resolve(config.DATA_DIR), 'summer.sqlite');
  if (command === 'backup') {
    const copy = await backupDatabase(databaseFile, file);
    console.log(`Backed up ${databaseFile} to ${copy.file} (${megabytes(copy.bytes)}, integrity checked).`);
  } else {
    const { previous } = await restoreDatabase(databaseFile, file);
    console.log(`Restored ${databaseFile} from ${file}.`);
    if (previous) console.log(`The database as it was is kept in ${previous}.`);
  }
  return 0;
}

runCommand(main, [BackupError]);
