// `npm run admin -- grant <email> [--owner]` / `npm run admin -- revoke <email> [--owner]`: the admin and
// owner roles, from the command line, on the configured database (DATABASE_URL, else the SQLite file in
// DATA_DIR). Each change is written to the admin area's audit log as done by the command line.
import { parseArgs } from 'node:util';
import { setRole } from '../admin/roles.ts';
import { loadConfig } from '../config.ts';
import { describeLocation, openDatabase } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { runCommand } from './runCommand.ts';

const USAGE = `Usage: npm run admin -- grant <email> [--owner] | revoke <email> [--owner]
  grant <email>           makes the account an admin
  grant <email> --owner   makes it an owner (an admin who may also change credits and remove accounts)
  revoke <email>          takes both roles away
  revoke <email> --owner  takes the owner role away; the account stays an admin`;

function parse(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { owner: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [command, email, ...rest] = positionals;
    if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) return null;
    return {
      grant: command === 'grant',
      email,
      role: values.owner ? ('owner' as const) : ('admin' as const),
    };
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
  const config = loadConfig();
  const database = await openDatabase(config.databaseLocation);
  const { db } = database;
  try {
    const user = await setRole({ db, ...request, actor: { kind: 'command-line' }, now: new Date() });
    const roles = user.is_owner ? 'owner and admin' : user.is_admin ? 'admin' : 'no admin role';
    console.log(
      `${request.grant ? 'Granted' : 'Revoked'} ${request.role} for ${user.email}: now ${roles} (${describeLocation(config.databaseLocation)})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main, [AppError]);
