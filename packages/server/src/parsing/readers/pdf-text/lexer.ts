/**
 * PDF tokens and objects (ISO 32000-1 §7.2–7.3) read from bytes. Strings stay bytes: a latin1
 * JS string holds one byte per character, which is what font code lookups want. Operators come
 * back as plain JS strings, so a content stream reads as values and operators in one loop.
 */
import { Unsupported } from './unsupported';

export class Name {
  constructor(readonly name: string) {}
}
export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
/** A string operand: its bytes as a latin1 string. */
export class Str {
  constructor(readonly bytes: string) {}
}
export type Dict = Map<string, Value>;
export class Stream {
  constructor(
    readonly dict: Dict,
    readonly raw: Uint8Array,
  ) {}
}
export type Value = number | boolean | null | Name | Ref | Str | Dict | Stream | Value[];
/** An operator or keyword (`Tj`, `obj`, `R`) or a delimiter (`[`, `]`, `<<`, `>>`). */
export type Token = Value | string;
export const EOF = Symbol('eof');

// 1: white space (§7.2.2); 2: delimiter.
const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

const hex = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

const names = new Map<string, Name>();
const nameOf = (s: string): Name => {
  let n = names.get(s);
  if (!n) names.set(s, (n = new Name(s)));
  return n;
};

/** Content stream operators and file keywords of up to three characters, by their bytes. */
const KEYWORDS = new Map<number, string>();
for (const word of [
  ...'q Q cm w J j M d ri i gs m l c v y h re S s f F f* B B* b b* n W W* BT ET Tc Tw Tz TL Tf'.split(
    ' ',
  ),
  ...'Tr Ts Td TD Tm T* Tj TJ \' " d0 d1 CS cs SC SCN sc scn G g RG rg K k sh BI ID EI Do MP DP'.split(
    ' ',
  ),
  ...'BMC BDC EMC BX EX obj R n f'.split(' '),
])
  KEYWORDS.set(
    [...word].reduce((key, c, i) => key | (c.charCodeAt(0) << (8 * i)), 0),
    word,
  );

/** Bytes of a hex string, decoded here and read back as one latin1 string. */
let scratch = Buffer.alloc(4096);

export class Lexer {
  /** The same bytes as a Buffer, made once: strings are cut from it without a view per token. */
  private readonly bytes: Buffer;

  constructor(
    readonly buf: Uint8Array,
    public pos = 0,
  ) {
    this.bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.length);
  }

  private latin1(from: number, to: number): string {
    return this.bytes.toString('latin1', from, to);
  }

  skipSpace(): void {
    const b = this.buf;
    let p = this.pos;
    while (p < b.length) {
      const c = b[p];
      if (CLASS[c] === 1) p++;
      else if (c === 37 /* % */) {
        while (p < b.length && b[p] !== 10 && b[p] !== 13) p++;
      } else break;
    }
    this.pos = p;
  }

  /** The next token, or EOF. */
  next(): Token | typeof EOF {
    this.skipSpace();
    const b = this.buf;
    const p = this.pos;
    if (p >= b.length) return EOF;
    const c = b[p];
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) return this.number();
    switch (c) {
      case 47: // /
        return this.name();
      case 40: // (
        return this.literal();
      case 60: // <
        if (b[p + 1] === 60) {
          this.pos = p + 2;
          return '<<';
        }
        return this.hexString();
      case 62: // >
        this.pos = b[p + 1] === 62 ? p + 2 : p + 1;
        return '>>';
      case 91:
      case 93:
      case 123:
      case 125:
        this.pos = p + 1;
        return String.fromCharCode(c);
      case 41: // a stray ')'
        this.pos = p + 1;
        return ')';
    }
    let e = p;
    while (e < b.length && CLASS[b[e]] === 0) e++;
    this.pos = e;
    // Operators are looked up by their bytes: no string is made per operator.
    const n = e - p;
    if (n <= 3) {
      const key = b[p] | (n > 1 ? b[p + 1] << 8 : 0) | (n > 2 ? b[p + 2] << 16 : 0);
      const known = KEYWORDS.get(key);
      if (known !== undefined && known.length === n) return known;
    }
    const word = this.latin1(p, e);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return word;
  }

  private number(): number {
    const b = this.buf;
    let p = this.pos;
    let sign = 1;
    while (b[p] === 45 || b[p] === 43) {
      if (b[p] === 45) sign = -sign;
      p++;
    }
    let value = 0;
    let c = b[p];
    while (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      c = b[++p];
    }
    if (c === 46) {
      let scale = 1;
      c = b[++p];
      while (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        scale *= 10;
        c = b[++p];
      }
      value /= scale;
    }
    // Anything glued to a number (`12.5.3`, `-`) is read the way pdf.js does: what parsed so far.
    while (p < b.length && CLASS[b[p]] === 0) p++;
    this.pos = p;
    return sign * value;
  }

  private name(): Name {
    const b = this.buf;
    const start = ++this.pos;
    let e = start;
    let escaped = false;
    while (e < b.length && CLASS[b[e]] === 0) {
      if (b[e] === 35) escaped = true;
      e++;
    }
    this.pos = e;
    const raw = this.latin1(start, e);
    return nameOf(
      escaped
        ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
        : raw,
    );
  }

  private literal(): Str {
    const b = this.buf;
    let p = this.pos + 1;
    const start = p;
    // The common case: no escapes and no nested parentheses.
    while (p < b.length && b[p] !== 41 && b[p] !== 92 && b[p] !== 40) p++;
    if (b[p] === 41) {
      this.pos = p + 1;
      return new Str(this.latin1(start, p));
    }
    const out: number[] = [];
    for (let i = start; i < p; i++) out.push(b[i]);
    let depth = 1;
    while (p < b.length) {
      const c = b[p++];
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) break;
      if (c !== 92) {
        out.push(c);
        continue;
      }
      const e = b[p++];
      const simple: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
      if (e in simple) out.push(simple[e]);
      else if (e >= 48 && e <= 55) {
        let v = e - 48;
        for (let k = 0; k < 2 && b[p] >= 48 && b[p] <= 55; k++) v = v * 8 + (b[p++] - 48);
        out.push(v & 255);
      } else if (e === 13) {
        if (b[p] === 10) p++;
      } else if (e !== 10) out.push(e);
    }
    this.pos = p;
    let s = '';
    for (let i = 0; i < out.length; i += 8192) s += String.fromCharCode(...out.slice(i, i + 8192));
    return new Str(s);
  }

  private hexString(): Str {
    const b = this.buf;
    let p = this.pos + 1;
    let length = 0;
    let high = -1;
    while (p < b.length && b[p] !== 62) {
      const v = hex(b[p++]);
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        if (length === scratch.length) scratch = Buffer.concat([scratch, Buffer.alloc(length)]);
        scratch[length++] = high * 16 + v;
        high = -1;
      }
    }
    if (high >= 0) {
      if (length === scratch.length) scratch = Buffer.concat([scratch, Buffer.alloc(length)]);
      scratch[length++] = high * 16;
    }
    this.pos = p + 1;
    // One- and two-byte strings (a glyph each) are most of them: no buffer slice for those.
    if (length === 2) return new Str(String.fromCharCode(scratch[0], scratch[1]));
    if (length === 1) return new Str(String.fromCharCode(scratch[0]));
    return new Str(scratch.toString('latin1', 0, length));
  }

  /**
   * A whole object: arrays and dictionaries are read to their end. With `refs`, `n g R` is read
   * as a reference (file objects); content streams have none and skip the look-ahead.
   */
  value(token: Token | typeof EOF, refs: boolean): Value {
    if (token === EOF) throw new Unsupported('unexpected end of data');
    if (typeof token === 'number') {
      if (!refs || !Number.isInteger(token)) return token;
      const save = this.pos;
      const gen = this.next();
      if (typeof gen === 'number' && Number.isInteger(gen) && this.next() === 'R')
        return new Ref(token, gen);
      this.pos = save;
      return token;
    }
    if (token === '[') {
      const list: Value[] = [];
      for (let t = this.next(); t !== ']'; t = this.next()) {
        if (t === EOF) throw new Unsupported('unterminated array');
        list.push(this.value(t, refs));
      }
      return list;
    }
    if (token === '<<') {
      const dict: Dict = new Map();
      for (let t = this.next(); t !== '>>'; t = this.next()) {
        if (t === EOF) throw new Unsupported('unterminated dictionary');
        if (!(t instanceof Name)) continue; // pdf.js skips a stray value in key position
        dict.set(t.name, this.value(this.next(), refs));
      }
      return dict;
    }
    if (typeof token === 'string') return null; // a keyword where a value belongs
    return token;
  }
}

export const isDict = (v: Value | undefined): v is Dict => v instanceof Map;
export const nameIn = (v: Value | undefined): string | undefined =>
  v instanceof Name ? v.name : undefined;
