// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the admin role, from the command
// line, on the database of the configured DATA_DIR.
import { join, resolve } from 'node:path';
import { setAdminRole } from '../admin/setAdminRole.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { AppError } from '../http/errors.ts';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 64; // EX_USAGE
  }
  const config = loadConfig();
  const databaseFile = join(resolve(config.DATA_DIR), 'summer.sqlite');
  const { db } = await openDatabase(databaseFile);
  try {
    await setAdminRole({ db, email, isAdmin: command === 'grant' });
    console.log(
      `${command === 'grant' ? 'Granted' : 'Revoked'} admin for ${email.trim().toLowerCase()} (${databaseFile})`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
