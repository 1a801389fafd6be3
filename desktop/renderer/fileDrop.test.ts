import { describe, expect, it } from 'vitest';
import { listenForDroppedDocuments } from './fileDrop.ts';

function dropEvent(files: unknown[]) {
  let prevented = false;
  const event = {
    dataTransfer: { files, dropEffect: 'none' },
    preventDefault: () => {
      prevented = true;
    },
  };
  return { event, prevented: () => prevented };
}

describe('dropping documents on the window', () => {
  it('keeps the page in place and passes the first dropped file’s path on', () => {
    const target = new EventTarget();
    const received: string[] = [];
    const paths = new Map<unknown, string>();
    const report = { name: 'report.pdf' };
    const notes = { name: 'notes.txt' };
    paths.set(report, '/home/ana/report.pdf');
    paths.set(notes, '/home/ana/notes.txt');
    const stop = listenForDroppedDocuments(
      { pathForDroppedFile: (file) => paths.get(file) ?? '' },
      (path) => received.push(path),
      target as unknown as Window,
    );
    const over = dropEvent([]);
    target.dispatchEvent(Object.assign(new Event('dragover'), over.event));
    const drop = dropEvent([report, notes]);
    target.dispatchEvent(Object.assign(new Event('drop'), drop.event));
    expect(received).toEqual(['/home/ana/report.pdf']);
    expect(over.prevented()).toBe(true);
    expect(drop.prevented()).toBe(true);

    // Text dragged from another app has no path: nothing is opened.
    target.dispatchEvent(Object.assign(new Event('drop'), dropEvent([{ name: 'x' }]).event));
    stop();
    target.dispatchEvent(Object.assign(new Event('drop'), dropEvent([report]).event));
    expect(received).toEqual(['/home/ana/report.pdf']);
  });

  it('leaves alone a drop the page already handled (the dashboard’s drop zone)', () => {
    const target = new EventTarget();
    const received: string[] = [];
    listenForDroppedDocuments(
      { pathForDroppedFile: () => '/home/ana/report.pdf' },
      (path) => received.push(path),
      target as unknown as Window,
    );
    const handled = new Event('drop', { cancelable: true });
    handled.preventDefault();
    target.dispatchEvent(Object.assign(handled, { dataTransfer: { files: [{ name: 'report.pdf' }] } }));
    expect(received).toEqual([]);
  });
});
