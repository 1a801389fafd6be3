import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/domain/index.ts';
import type { OpenedFile } from '../bridge.ts';
import {
  checkOpenableFile,
  documentsFromArgv,
  FileInbox,
  FileOpenError,
  isOpenableFileName,
  OPENABLE_EXTENSIONS,
} from './fileOpening.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-open-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('which files open', () => {
  it('accepts the uploader’s formats plus HTML and transcripts, in any letter case', () => {
    expect(OPENABLE_EXTENSIONS).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      '.txt',
      '.md',
      '.rtf',
      '.html',
      '.vtt',
      '.srt',
    ]);
    expect(isOpenableFileName('/home/ana/Contract FINAL.PDF')).toBe(true);
    expect(isOpenableFileName('C:\\Users\\ana\\minutes.srt')).toBe(true);
    expect(isOpenableFileName('/home/ana/photo.jpg')).toBe(false);
    expect(isOpenableFileName('/home/ana/archive.pdf.exe')).toBe(false);
    expect(isOpenableFileName('/home/ana/README')).toBe(false);
  });

  it('describes a good file by path, name and size', async () => {
    const path = join(folder, 'brief.txt');
    await writeFile(path, 'A short brief.');
    expect(await checkOpenableFile(path, { stat })).toEqual({ path, name: 'brief.txt', size: 14 });
  });

  it('checks the size before anything reads the file', async () => {
    const path = join(folder, 'large.pdf');
    await writeFile(path, '');
    const reported = { stat: async () => ({ isFile: () => true, size: MAX_UPLOAD_BYTES + 1 }) };
    const error = await checkOpenableFile(path, reported).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileOpenError);
    expect(error).toMatchObject({
      kind: 'too_large',
      message: 'large.pdf is 50 MB; documents up to 50 MB can be summarized.',
    });
    await expect(
      checkOpenableFile(path, { stat: async () => ({ isFile: () => true, size: MAX_UPLOAD_BYTES }) }),
    ).resolves.toMatchObject({
      size: MAX_UPLOAD_BYTES,
    });
  });

  it('refuses folders, empty files, missing files and other formats with the file’s name', async () => {
    const directory = join(folder, 'notes.md');
    await mkdir(directory);
    await expect(checkOpenableFile(directory, { stat })).rejects.toMatchObject({ kind: 'not_a_file' });
    const empty = join(folder, 'empty.docx');
    await writeFile(empty, '');
    await expect(checkOpenableFile(empty, { stat })).rejects.toMatchObject({
      kind: 'empty',
      message: 'empty.docx is empty.',
    });
    await expect(checkOpenableFile(join(folder, 'moved.rtf'), { stat })).rejects.toMatchObject({
      kind: 'not_found',
      message: expect.stringContaining('moved.rtf'),
    });
    await expect(checkOpenableFile(join(folder, 'song.mp3'), { stat })).rejects.toMatchObject({
      kind: 'unsupported',
      message: expect.stringContaining('.pdf, .doc, .docx'),
    });
  });
});

describe('documents named on the command line', () => {
  it('takes document arguments, resolved against the launch folder, and skips the executable and flags', () => {
    const argv = [
      '/opt/Summer/summer',
      '--no-sandbox-is-not-a-file.pdf',
      'reports/q3.pdf',
      '/tmp/minutes.vtt',
      'image.png',
      '-psn_0_12345',
    ];
    expect(documentsFromArgv(argv, '/home/ana')).toEqual([
      resolve('/home/ana/reports/q3.pdf'),
      resolve('/tmp/minutes.vtt'),
    ]);
  });

  it('skips the app’s own script when started through the electron binary in development', () => {
    expect(documentsFromArgv(['/usr/bin/electron', '/repo/dist/desktop/main/index.js'], '/repo')).toEqual([]);
  });
});

describe('files that arrive before the window is ready', () => {
  const file = (name: string): OpenedFile => ({ path: `/docs/${name}`, name, size: 1 });

  it('wait in order, then go straight through, and queue again while no window listens', () => {
    const inbox = new FileInbox();
    inbox.push(file('a.pdf'));
    inbox.push(file('b.pdf'));
    const delivered: string[] = [];
    inbox.connect((opened) => delivered.push(opened.name));
    inbox.push(file('c.pdf'));
    inbox.disconnect();
    inbox.push(file('d.pdf'));
    expect(delivered).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    inbox.connect((opened) => delivered.push(opened.name));
    expect(delivered).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']);
  });
});
