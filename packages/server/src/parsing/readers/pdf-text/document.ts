/**
 * A PDF file's objects by number (§7.5): the cross-reference tables and streams from
 * `startxref` back through every /Prev, objects inside object streams, stream data decoded on
 * demand. A file this cannot follow (damaged tables, encryption) is left to pdf.js, which
 * rebuilds and decrypts.
 */
import { decode } from './filters';
import { type Dict, Lexer, Ref, Stream, type Value, isDict, nameIn } from './lexer';
import { Unsupported } from './unsupported';

const INHERITED = ['Resources', 'MediaBox', 'CropBox'];

type Entry = { offset: number } | { stream: number; index: number };

export class PdfDocument {
  private readonly entries = new Map<number, Entry>();
  private readonly cache = new Map<number, Value>();
  private readonly objectStreams = new Map<number, { data: Uint8Array; offsets: number[] }>();
  readonly trailer: Dict;

  constructor(private readonly buf: Uint8Array) {
    const tail = Buffer.from(buf.subarray(Math.max(0, buf.length - 2048))).toString('latin1');
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Unsupported('no startxref');
    const offset = Number(/startxref\s+(\d+)/.exec(tail.slice(at))?.[1]);
    if (!Number.isFinite(offset)) throw new Unsupported('bad startxref');
    let trailer: Dict | undefined;
    const seen = new Set<number>();
    for (let next: number | undefined = offset; next !== undefined;) {
      if (seen.has(next) || seen.size > 100) throw new Unsupported('xref loop');
      seen.add(next);
      const section = this.readXref(next);
      trailer ??= section;
      const prev = section.get('Prev');
      next = typeof prev === 'number' ? prev : undefined;
    }
    if (!trailer) throw new Unsupported('no trailer');
    if (trailer.has('Encrypt')) throw new Unsupported('encrypted');
    this.trailer = trailer;
  }

  /** One cross-reference section; older sections never replace what a newer one said. */
  private readXref(offset: number): Dict {
    const lexer = new Lexer(this.buf, offset);
    const first = lexer.next();
    if (first === 'xref') return this.readTable(lexer);
    if (typeof first !== 'number') throw new Unsupported('bad xref offset');
    lexer.next();
    if (lexer.next() !== 'obj') throw new Unsupported('bad xref stream');
    const stream = this.readStreamAfter(lexer, lexer.value(lexer.next(), true));
    if (!(stream instanceof Stream)) throw new Unsupported('bad xref stream');
    this.readStreamTable(stream);
    return stream.dict;
  }

  private readTable(lexer: Lexer): Dict {
    for (;;) {
      const start = lexer.next();
      if (start === 'trailer') break;
      const count = lexer.next();
      if (typeof start !== 'number' || typeof count !== 'number')
        throw new Unsupported('bad xref table');
      for (let i = 0; i < count; i++) {
        const offset = lexer.next();
        lexer.next();
        const kind = lexer.next();
        if (typeof offset !== 'number') throw new Unsupported('bad xref entry');
        const num = start + i;
        if (kind === 'n' && offset > 0 && !this.entries.has(num)) this.entries.set(num, { offset });
      }
    }
    const trailer = lexer.value(lexer.next(), true);
    if (!isDict(trailer)) throw new Unsupported('bad trailer');
    // A hybrid file keeps its newer objects in a cross-reference stream as well.
    const extra = trailer.get('XRefStm');
    if (typeof extra === 'number') this.readXref(extra);
    return trailer;
  }

  private readStreamTable(stream: Stream): void {
    const dict = stream.dict;
    const widths = dict.get('W');
    if (!Array.isArray(widths) || widths.length < 3) throw new Unsupported('bad /W');
    const [w0, w1, w2] = widths.map(Number);
    const size = Number(dict.get('Size'));
    const index = (dict.get('Index') as number[] | undefined) ?? [0, size];
    const data = this.data(stream);
    const field = (at: number, width: number) => {
      let v = 0;
      for (let i = 0; i < width; i++) v = v * 256 + data[at + i];
      return v;
    };
    let at = 0;
    for (let k = 0; k + 1 < index.length; k += 2) {
      for (let i = 0; i < index[k + 1]; i++, at += w0 + w1 + w2) {
        if (at + w0 + w1 + w2 > data.length) throw new Unsupported('short xref stream');
        const num = index[k] + i;
        const type = w0 === 0 ? 1 : field(at, w0);
        const a = field(at + w0, w1);
        const b = field(at + w0 + w1, w2);
        if (this.entries.has(num)) continue;
        if (type === 1) this.entries.set(num, { offset: a });
        else if (type === 2) this.entries.set(num, { stream: a, index: b });
      }
    }
  }

  /** After `<<…>>` of an object: its stream data when `stream` follows. */
  private readStreamAfter(lexer: Lexer, value: Value): Value {
    if (!isDict(value)) return value;
    const save = lexer.pos;
    if (lexer.next() !== 'stream') {
      lexer.pos = save;
      return value;
    }
    const b = this.buf;
    let start = lexer.pos;
    if (b[start] === 13) start++;
    if (b[start] === 10) start++;
    const length = this.get(value, 'Length');
    let end = typeof length === 'number' ? start + length : -1;
    if (end < start || end > b.length || !this.endstreamAt(end)) end = this.findEndstream(start);
    return new Stream(value, b.subarray(start, end));
  }

  private endstreamAt(at: number): boolean {
    const lexer = new Lexer(this.buf, at);
    return lexer.next() === 'endstream';
  }

  /** A wrong /Length: the data ends at the next `endstream`, less its end-of-line. */
  private findEndstream(start: number): number {
    const at = Buffer.from(this.buf.buffer, this.buf.byteOffset, this.buf.length).indexOf(
      'endstream',
      start,
      'latin1',
    );
    if (at < 0) throw new Unsupported('no endstream');
    let end = at;
    if (this.buf[end - 1] === 10) end--;
    if (this.buf[end - 1] === 13) end--;
    return end;
  }

  /** The object a value refers to (the value itself when it is direct). */
  fetch = (value: Value): Value => {
    if (!(value instanceof Ref)) return value;
    const cached = this.cache.get(value.num);
    if (cached !== undefined) return cached;
    const entry = this.entries.get(value.num);
    let object: Value = null;
    if (entry && 'offset' in entry) {
      const lexer = new Lexer(this.buf, entry.offset);
      const num = lexer.next();
      lexer.next();
      if (num !== value.num || lexer.next() !== 'obj') throw new Unsupported('bad object offset');
      // Cached first as null: a stream /Length pointing back at its own object ends there.
      this.cache.set(value.num, null);
      object = this.readStreamAfter(lexer, lexer.value(lexer.next(), true));
    } else if (entry) object = this.fromObjectStream(entry.stream, entry.index);
    this.cache.set(value.num, object);
    return object;
  };

  private fromObjectStream(num: number, index: number): Value {
    let parsed = this.objectStreams.get(num);
    if (!parsed) {
      const stream = this.fetch(new Ref(num, 0));
      if (!(stream instanceof Stream)) throw new Unsupported('bad object stream');
      const data = this.data(stream);
      const n = Number(stream.dict.get('N'));
      const first = Number(stream.dict.get('First'));
      const lexer = new Lexer(data);
      const offsets: number[] = [];
      for (let i = 0; i < n; i++) {
        lexer.next();
        offsets.push(first + Number(lexer.next()));
      }
      this.objectStreams.set(num, (parsed = { data, offsets }));
    }
    const at = parsed.offsets[index];
    if (at === undefined) throw new Unsupported('object stream index');
    const lexer = new Lexer(parsed.data, at);
    return lexer.value(lexer.next(), true);
  }

  get(dict: Dict, key: string): Value {
    return this.fetch(dict.get(key) ?? null);
  }

  dict(dict: Dict, key: string): Dict | undefined {
    const v = this.get(dict, key);
    return isDict(v) ? v : v instanceof Stream ? v.dict : undefined;
  }

  data(stream: Stream): Uint8Array {
    return decode(stream.raw, stream.dict, this.fetch);
  }

  /** Every page's dictionary with the attributes it inherits (§7.7.3.4), in order. */
  pages(): Dict[] {
    const root = this.dict(this.trailer, 'Root');
    const top = root && this.dict(root, 'Pages');
    if (!top) throw new Unsupported('no page tree');
    const out: Dict[] = [];
    const seen = new Set<Dict>();
    const walk = (node: Dict, inherited: Dict) => {
      if (seen.has(node)) throw new Unsupported('page tree loop');
      seen.add(node);
      const own: Dict = new Map(node);
      for (const key of INHERITED)
        if (!own.has(key) && inherited.has(key)) own.set(key, inherited.get(key)!);
      const kids = this.get(node, 'Kids');
      if (nameIn(node.get('Type')) === 'Page' || !Array.isArray(kids)) {
        out.push(own);
        return;
      }
      for (const kid of kids) {
        const child = this.fetch(kid);
        if (isDict(child)) walk(child, own);
      }
      if (out.length > 100_000) throw new Unsupported('page count');
    };
    walk(top, new Map());
    return out;
  }
}
