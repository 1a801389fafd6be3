/** pdf.js's parser, imported only for its side effect of registering itself on globalThis.pdfjsWorker. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
