import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The team's real documents: SUMMER_DATA_DIR, else <repo root>/../shared/data, else /work/shared/data. */
export function dataDir(): string {
  const fromEnv = process.env.SUMMER_DATA_DIR;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const beside = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/data');
  if (existsSync(beside)) return beside;
  return '/work/shared/data';
}
