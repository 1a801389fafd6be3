/**
 * A ZIP reader that refuses zip bombs: it reads the central directory, checks entry counts, declared
 * sizes and compression ratios before inflating anything, and counts the bytes while inflating (the
 * declared sizes are the attacker's word), stopping at the first byte over the limit.
 */

import { Inflate } from 'fflate';
import { ExtractionError } from '../ExtractionError.ts';
import {
  MAX_ZIP_ENTRIES,
  MAX_ZIP_RATIO,
  MAX_ZIP_UNCOMPRESSED_BYTES,
  ZIP_RATIO_EXEMPT_BYTES,
} from '../limits.ts';

export interface ZipEntry {
  name: string;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const BOMB_MESSAGE =
  'This file expands to far more data than a document holds (a "zip bomb"), so it was not opened.';

function damaged(): ExtractionError {
  return new ExtractionError(
    'corrupt',
    'This file is damaged or incomplete (its ZIP directory is missing or broken). Try saving it again.',
  );
}

export class ZipArchive {
  readonly entries = new Map<string, ZipEntry>();
  private readonly view: DataView;
  private inflatedTotal = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.readDirectory();
  }

  private readDirectory(): void {
    const { bytes, view } = this;
    const earliest = Math.max(0, bytes.length - 22 - 65535);
    let end = -1;
    for (let offset = bytes.length - 22; offset >= earliest; offset--) {
      if (view.getUint32(offset, true) === 0x06054b50) {
        end = offset;
        break;
      }
    }
    if (end < 0) throw damaged();
    const count = view.getUint16(end + 10, true);
    const directorySize = view.getUint32(end + 12, true);
    let offset = view.getUint32(end + 16, true);
    if (count > MAX_ZIP_ENTRIES) {
      throw new ExtractionError(
        'corrupt',
        `This file lists ${count} parts, far more than a document has, so it was not opened.`,
      );
    }
    if (offset + directorySize > bytes.length) throw damaged();
    let declaredTotal = 0;
    for (let index = 0; index < count; index++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) throw damaged();
      const flags = view.getUint16(offset + 8, true);
      const method = view.getUint16(offset + 10, true);
      const compressedSize = view.getUint32(offset + 20, true);
      const uncompressedSize = view.getUint32(offset + 24, true);
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      const localHeaderOffset = view.getUint32(offset + 42, true);
      const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
        // ZIP64: no real document needs 4 GB parts.
        throw new ExtractionError('corrupt', BOMB_MESSAGE);
      }
      declaredTotal += uncompressedSize;
      if (declaredTotal > MAX_ZIP_UNCOMPRESSED_BYTES) throw new ExtractionError('corrupt', BOMB_MESSAGE);
      if (uncompressedSize > ZIP_RATIO_EXEMPT_BYTES && uncompressedSize > compressedSize * MAX_ZIP_RATIO) {
        throw new ExtractionError('corrupt', BOMB_MESSAGE);
      }
      this.entries.set(name, {
        name,
        method,
        encrypted: (flags & 1) === 1,
        compressedSize,
        uncompressedSize,
        localHeaderOffset,
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The inflated bytes of an entry, or undefined when the archive has no such entry. */
  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.encrypted) {
      throw new ExtractionError(
        'encrypted',
        'This document is password-protected. Remove the password and upload it again.',
      );
    }
    const { view, bytes } = this;
    const local = entry.localHeaderOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw damaged();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const end = start + entry.compressedSize;
    if (end > bytes.length) throw damaged();
    const compressed = bytes.subarray(start, end);
    if (entry.method === 0) {
      this.count(compressed.length);
      return compressed;
    }
    if (entry.method !== 8) throw damaged();
    return this.inflate(compressed, entry);
  }

  private count(size: number): void {
    this.inflatedTotal += size;
    if (this.inflatedTotal > MAX_ZIP_UNCOMPRESSED_BYTES) throw new ExtractionError('corrupt', BOMB_MESSAGE);
  }

  private inflate(compressed: Uint8Array, entry: ZipEntry): Uint8Array {
    const chunks: Uint8Array[] = [];
    let produced = 0;
    // The declared size may lie; allow a little slack, never more than the archive-wide budget.
    const limit = Math.min(entry.uncompressedSize + 1024, MAX_ZIP_UNCOMPRESSED_BYTES);
    let finished = false;
    const inflater = new Inflate((chunk, final) => {
      produced += chunk.length;
      this.count(chunk.length);
      if (produced > limit) throw new ExtractionError('corrupt', BOMB_MESSAGE);
      chunks.push(chunk);
      if (final) finished = true;
    });
    const step = 64 * 1024;
    try {
      for (let offset = 0; offset < compressed.length; offset += step) {
        const last = offset + step >= compressed.length;
        inflater.push(compressed.subarray(offset, Math.min(offset + step, compressed.length)), last);
      }
      if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof ExtractionError) throw error;
      throw damaged();
    }
    if (!finished && produced === 0 && entry.uncompressedSize > 0) throw damaged();
    const out = new Uint8Array(produced);
    let position = 0;
    for (const chunk of chunks) {
      out.set(chunk, position);
      position += chunk.length;
    }
    return out;
  }
}
