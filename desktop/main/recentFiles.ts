/**
 * The recent-files list behind File > Open Recent, kept as JSON in the user-data folder. The operating
 * system's own list (app.addRecentDocument: the Dock menu, Windows jump list) is fed alongside it.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

const MAX_RECENT_FILES = 10;

const storedList = z.array(z.string().min(1)).max(100);

export class RecentFiles {
  private paths: string[] = [];

  constructor(
    private readonly file: string,
    private readonly limit = MAX_RECENT_FILES,
  ) {}

  /** Reads the saved list; a missing or damaged file is an empty list, never an error at start-up. */
  async load(): Promise<string[]> {
    try {
      const parsed = storedList.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      this.paths = parsed.success ? parsed.data.slice(0, this.limit) : [];
    } catch {
      this.paths = [];
    }
    return this.list();
  }

  list(): string[] {
    return [...this.paths];
  }

  /** Puts the path first, once. */
  async add(path: string): Promise<string[]> {
    this.paths = [path, ...this.paths.filter((existing) => existing !== path)].slice(0, this.limit);
    await this.save();
    return this.list();
  }

  /** Drops a path that no longer opens (moved, deleted). */
  async remove(path: string): Promise<string[]> {
    this.paths = this.paths.filter((existing) => existing !== path);
    await this.save();
    return this.list();
  }

  async clear(): Promise<void> {
    this.paths = [];
    await this.save();
  }

  private async save(): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    // Write then rename, so a crash mid-write never leaves half a list behind.
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(this.paths), { mode: 0o600 });
    await rename(temporary, this.file);
  }
}
