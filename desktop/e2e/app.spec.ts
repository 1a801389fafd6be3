import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { findElectronBinary } from './electronBinary.ts';

const electronBinary = findElectronBinary();
if (electronBinary === null) {
  console.log(
    'Desktop e2e SKIPPED: no Electron binary on this machine (run `npx install-electron` where it can download).',
  );
}

test.skip(
  electronBinary === null,
  'Electron binary not installed here (its download is unreachable); desktop e2e runs where `npx install-electron` works',
);

test('the desktop window shows the shared landing page and exposes only the typed bridge', async () => {
  const app = await electron.launch({
    executablePath: electronBinary!,
    args: [join(import.meta.dirname, '../../dist/desktop/main/index.js')],
  });
  try {
    const window = await app.firstWindow();
    await expect(window.getByRole('heading', { level: 1 })).toHaveText('Summarize any document in seconds');
    const exposure = await window.evaluate(() => ({
      bridge: typeof (window as unknown as { summerDesktop?: unknown }).summerDesktop,
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    }));
    expect(exposure).toEqual({ bridge: 'object', require: 'undefined', process: 'undefined' });
  } finally {
    await app.close();
  }
});
