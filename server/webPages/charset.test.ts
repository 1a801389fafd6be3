import { describe, expect, test } from 'vitest';
import { charsetFromContentType, decodePage } from './charset.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('charset', () => {
  test('reads the charset parameter of a Content-Type', () => {
    expect(charsetFromContentType('text/html; charset=ISO-8859-1')).toBe('iso-8859-1');
    expect(charsetFromContentType('text/html;charset="windows-1251"')).toBe('windows-1251');
    expect(charsetFromContentType('text/html')).toBeUndefined();
    expect(charsetFromContentType(undefined)).toBeUndefined();
  });

  test('reads <meta charset> and <meta http-equiv> of HTML pages', () => {
    const koi8 = Buffer.concat([latin1('<html><head><meta charset="koi8-r"><p>'), Buffer.from([0xc4, 0xc1])]);
    expect(decodePage(koi8, 'text/html', true)).toEqual({
      text: '<html><head><meta charset="koi8-r"><p>да',
      encoding: 'koi8-r',
    });
    const sjis = Buffer.concat([
      latin1('<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><p>'),
      Buffer.from([0x93, 0xfa, 0x96, 0x7b]),
    ]);
    expect(decodePage(sjis, 'text/html', true).text).toContain('<p>日本');
  });

  test('the header wins over <meta>, a byte-order mark over both', () => {
    const body = Buffer.concat([
      latin1('<meta charset="iso-8859-1"><p>'),
      Buffer.from([0xe9]),
      latin1('</p>'),
    ]);
    expect(decodePage(body, 'text/html; charset=windows-1251', true).text).toContain('<p>й</p>');
    expect(decodePage(body, 'text/html', true).text).toContain('<p>é</p>');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>ü</p>')]);
    expect(decodePage(withBom, 'text/html; charset=iso-8859-1', true).text).toBe('<p>ü</p>');
  });

  test('undeclared bytes are read as UTF-8, or windows-1252 when they are not UTF-8', () => {
    expect(decodePage(Buffer.from('<p>naïve — café</p>'), undefined, true)).toEqual({
      text: '<p>naïve — café</p>',
      encoding: 'utf-8',
    });
    expect(decodePage(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x80]), 'text/plain', false)).toEqual({
      text: 'café€',
      encoding: 'windows-1252',
    });
  });

  test('windows-1252 and its ISO-8859-1 labels decode curly quotes, dashes and the euro sign', () => {
    const body = Buffer.from([0x93, 0x48, 0x69, 0x94, 0x20, 0x97, 0x20, 0x80, 0x35, 0x20, 0x92, 0xe9]);
    for (const label of ['windows-1252', 'iso-8859-1', 'latin1', 'us-ascii']) {
      expect(decodePage(body, `text/plain; charset=${label}`, false).text, label).toBe('“Hi” — €5 ’é');
    }
  });

  test('an unknown label falls back instead of failing', () => {
    expect(decodePage(Buffer.from('<p>ok</p>'), 'text/html; charset=x-made-up', true).text).toBe('<p>ok</p>');
  });

  test('a <meta> claiming UTF-16 on an ASCII-compatible page is not believed', () => {
    const page = Buffer.from('<meta charset="utf-16"><p>plain</p>');
    expect(decodePage(page, 'text/html', true).text).toBe('<meta charset="utf-16"><p>plain</p>');
  });

  test('<meta> is not consulted for plain text', () => {
    const body = Buffer.concat([latin1('<meta charset="windows-1251"> '), Buffer.from('é')]);
    expect(decodePage(body, 'text/plain', false).text).toBe('<meta charset="windows-1251"> é');
  });
});

describe('detecting undeclared and misdeclared encodings', () => {
  /** Arabic text in windows-1256: the letters of "مرحبا بالعالم" repeated into a paragraph. */
  const arabic1256 = Buffer.from(
    Array.from({ length: 30 }, () => [
      0xe3, 0xd1, 0xcd, 0xc8, 0xc7, 0x20, 0xc8, 0xc7, 0xe1, 0xda, 0xc7, 0xe1, 0xe3, 0x20,
    ]).flat(),
  );

  test('bytes that are not UTF-8 and declare nothing are detected', () => {
    const page = Buffer.concat([latin1('<p>'), arabic1256, latin1('</p>')]);
    const decoded = decodePage(page, 'text/html', true);
    expect(decoded.encoding).toBe('windows-1256');
    expect(decoded.text).toContain('مرحبا بالعالم');
  });

  test('a UTF-8 declaration the bytes contradict is overruled', () => {
    const page = Buffer.concat([latin1('<meta charset="utf-8"><p>'), arabic1256, latin1('</p>')]);
    expect(decodePage(page, 'text/html', true).text).toContain('مرحبا بالعالم');
  });

  test('a UTF-8 page with one damaged byte stays UTF-8', () => {
    const page = Buffer.concat([
      Buffer.from('<p>Ünïcödé façade — naïve café '),
      Buffer.from([0xff]),
      latin1('</p>'),
    ]);
    const decoded = decodePage(page, 'text/html', true);
    expect(decoded.encoding).toBe('utf-8');
    expect(decoded.text).toContain('Ünïcödé façade — naïve café \ufffd');
  });

  test('an encoding label that maps to "replacement" is not used', () => {
    expect(decodePage(Buffer.from('<p>plain</p>'), 'text/html; charset=iso-2022-kr', true).text).toBe(
      '<p>plain</p>',
    );
  });
});
