import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellFiles } from './buildPlugin.ts';

function chunk(
  fileName: string,
  options: { entry?: boolean; facade?: string; imports?: string[]; dynamic?: string[]; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    dynamicImports: options.dynamic ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set<string>() },
  };
}

function bundleOf(...chunks: ReturnType<typeof chunk>[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((item) => [item.fileName, item])) as unknown as Rolldown.OutputBundle;
}

describe('the files the worker caches at install', () => {
  it('takes the entry with its static imports and the library page with all it loads', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', {
        entry: true,
        facade: '/repo/web/index.html',
        imports: ['assets/react.js'],
        dynamic: ['assets/Pricing.js', 'assets/LibraryPage.js'],
        css: ['assets/index.css'],
      }),
      chunk('assets/react.js'),
      chunk('assets/Pricing.js', { facade: '/repo/shared/ui/pages/pricing/PricingPage.tsx' }),
      chunk('assets/LibraryPage.js', {
        facade: '/repo/shared/ui/features/library/LibraryPage.tsx',
        imports: ['assets/react.js'],
        dynamic: ['assets/libraryRuntime.js', 'assets/pdfExport.js'],
      }),
      chunk('assets/libraryRuntime.js', { imports: ['assets/rxdb.js'] }),
      chunk('assets/rxdb.js'),
      // The PDF export (jsPDF, its font and what jsPDF loads) is left to the network.
      chunk('assets/pdfExport.js', {
        facade: '/repo/shared/ui/features/summary/export/pdfExport.ts',
        dynamic: ['assets/html2canvas.js'],
      }),
      chunk('assets/html2canvas.js'),
    );
    expect(shellFiles(bundle)).toEqual([
      '/assets/LibraryPage.js',
      '/assets/index.css',
      '/assets/index.js',
      '/assets/libraryRuntime.js',
      '/assets/react.js',
      '/assets/rxdb.js',
      '/favicon.svg',
    ]);
  });

  it('fails the build when the library page has no chunk of its own', () => {
    const bundle = bundleOf(chunk('assets/index.js', { entry: true }));
    expect(() => shellFiles(bundle)).toThrow(/LibraryPage/);
  });
});
