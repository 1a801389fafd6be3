import { unzlibSync } from 'fflate';

/**
 * A WOFF 1.0 font unpacked into the TrueType/OpenType file it wraps (W3C WOFF File Format 1.0): the
 * PDF writer embeds TrueType, and the font package ships WOFF. Each table is zlib-compressed when
 * that made it smaller; the tables are written back with the offset table and directory a TrueType
 * file starts with, each padded to four bytes.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? unzlibSync(stored) : stored;
    if (data.length !== origLength) throw new Error('damaged WOFF table');
    return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
  });

  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = new Uint8Array(total);
  const writer = new DataView(out.buffer);
  // The binary-search fields of the offset table (OpenType spec).
  const power = 2 ** Math.floor(Math.log2(numTables));
  writer.setUint32(0, flavor);
  writer.setUint16(4, numTables);
  writer.setUint16(6, power * 16);
  writer.setUint16(8, Math.log2(power));
  writer.setUint16(10, numTables * 16 - power * 16);
  let at = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    writer.setUint32(record, table.tag);
    writer.setUint32(record + 4, table.checksum);
    writer.setUint32(record + 8, at);
    writer.setUint32(record + 12, table.data.length);
    out.set(table.data, at);
    at += padded(table.data.length);
  });
  return out;
}
