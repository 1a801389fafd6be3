import type { Migration } from 'kysely';
import * as appSettings from './001_app_settings.ts';

/**
 * Every migration, in order. Names are never changed once released: the database remembers which ran.
 * Listed in code (not read from a folder) so that the bundled server carries them.
 */
export const migrations: Record<string, Migration> = {
  '001_app_settings': appSettings,
};
