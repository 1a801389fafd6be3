import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecentFiles } from './recentFiles.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-recent-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the recent files list', () => {
  it('puts the latest first, once, keeps at most the limit, and survives a restart', async () => {
    const file = join(folder, 'nested', 'recent-files.json');
    const recent = new RecentFiles(file, 3);
    await recent.add('/a.pdf');
    await recent.add('/b.pdf');
    await recent.add('/a.pdf');
    await recent.add('/c.pdf');
    expect(await recent.add('/d.pdf')).toEqual(['/d.pdf', '/c.pdf', '/a.pdf']);
    expect(await new RecentFiles(file, 3).load()).toEqual(['/d.pdf', '/c.pdf', '/a.pdf']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('drops entries that no longer open and can be cleared', async () => {
    const file = join(folder, 'recent-files.json');
    const recent = new RecentFiles(file);
    await recent.add('/a.pdf');
    await recent.add('/b.pdf');
    expect(await recent.remove('/a.pdf')).toEqual(['/b.pdf']);
    await recent.clear();
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([]);
  });

  it('starts empty from a damaged or missing file instead of failing the launch', async () => {
    const file = join(folder, 'recent-files.json');
    expect(await new RecentFiles(file).load()).toEqual([]);
    await writeFile(file, '{"not": "a list"');
    expect(await new RecentFiles(file).load()).toEqual([]);
    await writeFile(file, JSON.stringify({ paths: ['/a.pdf'] }));
    expect(await new RecentFiles(file).load()).toEqual([]);
  });
});
