/**
 * Bounds that keep hostile or broken files from taking the process down. Each one is far above what
 * a real document needs: a 50 MB upload is the largest input (MAX_UPLOAD_BYTES of shared/domain).
 */

/** Total bytes a Word (DOCX) archive may inflate to. */
export const MAX_ZIP_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
/** Entries a Word archive may list (real ones have a few dozen). */
export const MAX_ZIP_ENTRIES = 5000;
/** Inflated-to-compressed ratio above which a large zip entry is treated as a zip bomb. */
export const MAX_ZIP_RATIO = 250;
/** Entries smaller than this may have any ratio (a few KB of repeated XML compresses very well). */
export const ZIP_RATIO_EXEMPT_BYTES = 4 * 1024 * 1024;

/** Pages of a PDF read at most; the rest are named in a warning. */
export const MAX_PDF_PAGES = 5000;
/** Wall-clock budget for reading a PDF's pages, in milliseconds. */
export const PDF_TIME_BUDGET_MS = 120_000;

/** RTF groups nested deeper than this are skipped (Word itself gives up far sooner). */
export const MAX_RTF_DEPTH = 256;

/** Longest text kept from one document, in UTF-16 code units (about 40 million words). */
export const MAX_TEXT_LENGTH = 200 * 1024 * 1024;
