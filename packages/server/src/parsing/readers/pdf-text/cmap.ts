/**
 * A font's ToUnicode CMap (§9.10.3): `bfchar` and `bfrange` entries from character codes to
 * UTF-16BE text. Codes are read big-endian from the source bytes, whatever their length.
 */
import { EOF, Lexer, Str, type Token } from './lexer';

const code = (s: Str): number => {
  let v = 0;
  for (let i = 0; i < s.bytes.length; i++) v = v * 256 + s.bytes.charCodeAt(i);
  return v;
};

/** UTF-16BE bytes as a JS string (surrogate pairs come out as the pair they are). */
const utf16 = (bytes: string): string => {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2)
    out += String.fromCharCode(bytes.charCodeAt(i) * 256 + bytes.charCodeAt(i + 1));
  return bytes.length === 1 ? bytes : out;
};

/** The last UTF-16 unit of `bytes` advanced by `by` (how a bfrange counts up). */
const advance = (bytes: string, by: number): string => {
  if (bytes.length < 2) return String.fromCharCode(bytes.charCodeAt(0) + by);
  const head = utf16(bytes.slice(0, -2));
  const last = bytes.charCodeAt(bytes.length - 2) * 256 + bytes.charCodeAt(bytes.length - 1);
  return head + String.fromCharCode(last + by);
};

export function readToUnicode(data: Uint8Array): Map<number, string> {
  const map = new Map<number, string>();
  const lexer = new Lexer(data);
  const next = (): Token | typeof EOF => lexer.next();
  for (let t = next(); t !== EOF; t = next()) {
    if (t === 'beginbfchar') {
      for (let src = next(); src !== 'endbfchar' && src !== EOF; src = next()) {
        const dst = next();
        if (src instanceof Str && dst instanceof Str) map.set(code(src), utf16(dst.bytes));
      }
    } else if (t === 'beginbfrange') {
      for (let lo = next(); lo !== 'endbfrange' && lo !== EOF; lo = next()) {
        const hi = next();
        const dst = lexer.value(next(), false);
        if (!(lo instanceof Str) || !(hi instanceof Str)) continue;
        const from = code(lo);
        // A damaged range can claim the whole code space: 65,536 codes is the most a font has.
        const to = Math.min(code(hi), from + 0xffff);
        if (dst instanceof Str)
          for (let c = from; c <= to; c++) map.set(c, advance(dst.bytes, c - from));
        else if (Array.isArray(dst))
          dst.forEach((d, i) => {
            if (d instanceof Str && from + i <= to) map.set(from + i, utf16(d.bytes));
          });
      }
    }
  }
  return map;
}
