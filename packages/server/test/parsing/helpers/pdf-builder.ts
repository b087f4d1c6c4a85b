/**
 * Writes small PDFs from object bodies, written here from ISO 32000-1 §7.5: a classic
 * cross-reference table, or a cross-reference stream (PNG-predicted, as PDF 1.5 writers do) with
 * every non-stream object packed into an object stream.
 */
import { deflateSync } from 'node:zlib';

/** ASCII base-85 (§7.4.3): four bytes as five characters, `z` for four zeros, `~>` at the end. */
export function base85(data: Uint8Array): Uint8Array {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.min(4, data.length - i);
    let value = 0;
    for (let k = 0; k < 4; k++) value = value * 256 + (k < n ? data[i + k] : 0);
    if (value === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++, value = Math.floor(value / 85))
      digits.unshift(String.fromCharCode(33 + (value % 85)));
    out += digits.slice(0, n + 1).join('');
    if (i % 60 === 56) out += '\n';
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

type Body = { text: string } | { dict: string; data: Uint8Array };

export class PdfBuilder {
  private readonly bodies: Body[] = [];

  /** Adds an object; returns its number (the first is 1). */
  add(text: string): number {
    return this.bodies.push({ text });
  }

  /** `ascii85` wraps the (compressed) data in ASCII base-85, as ReportLab writes content. */
  stream(
    dict: string,
    content: string | Uint8Array,
    { compress = true, ascii85 = false } = {},
  ): number {
    const raw = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
    const packed = compress ? deflateSync(raw) : raw;
    const data = ascii85 ? base85(packed) : packed;
    const filters = [ascii85 && '/ASCII85Decode', compress && '/FlateDecode'].filter(Boolean);
    const filter = filters.length ? ` /Filter [${filters.join(' ')}]` : '';
    return this.bodies.push({
      dict: `${dict.slice(0, -2)}${filter} /Length ${data.length} >>`,
      data,
    });
  }

  /** Reserves a number for an object written later (pages point at their parent). */
  reserve(): number {
    return this.bodies.push({ text: 'null' });
  }

  set(num: number, text: string): void {
    this.bodies[num - 1] = { text };
  }

  build(root: number, { xrefStream = false } = {}): Uint8Array {
    const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0].length;
    const write = (b: Buffer) => {
      parts.push(b);
      length += b.length;
    };
    const offsets = new Map<number, number>();
    const packed = new Map<number, number>(); // object number → index in the object stream
    const objectAt = (num: number, body: Body) => {
      offsets.set(num, length);
      if ('text' in body) write(Buffer.from(`${num} 0 obj\n${body.text}\nendobj\n`, 'latin1'));
      else {
        write(Buffer.from(`${num} 0 obj\n${body.dict}\nstream\n`, 'latin1'));
        write(Buffer.from(body.data));
        write(Buffer.from('\nendstream\nendobj\n', 'latin1'));
      }
    };
    const count = this.bodies.length;
    if (!xrefStream) {
      this.bodies.forEach((body, i) => objectAt(i + 1, body));
      const rows = [`xref\n0 ${count + 1}\n0000000000 65535 f \n`];
      for (let n = 1; n <= count; n++)
        rows.push(`${String(offsets.get(n)).padStart(10, '0')} 00000 n \n`);
      const at = length;
      write(
        Buffer.from(
          `${rows.join('')}trailer\n<< /Size ${count + 1} /Root ${root} 0 R >>\nstartxref\n${at}\n%%EOF\n`,
          'latin1',
        ),
      );
      return Buffer.concat(parts);
    }
    const loose = this.bodies.map((b, i) => [i + 1, b] as const);
    const texts = loose.filter(([, b]) => 'text' in b) as [number, { text: string }][];
    let header = '';
    let body = '';
    texts.forEach(([num, b], index) => {
      header += `${num} ${body.length} `;
      body += `${b.text}\n`;
      packed.set(num, index);
    });
    const objStm = count + 1;
    const xrefNum = count + 2;
    for (const [num, b] of loose) if (!('text' in b)) objectAt(num, b);
    const objData = deflateSync(Buffer.from(header + body, 'latin1'));
    objectAt(objStm, {
      dict: `<< /Type /ObjStm /N ${texts.length} /First ${header.length} /Filter /FlateDecode /Length ${objData.length} >>`,
      data: objData,
    });
    const xrefAt = length;
    // Rows of [type, offset or stream number (4 bytes), generation or index (2 bytes)].
    const row = (type: number, a: number, b: number) =>
      Buffer.from([
        type,
        (a >>> 24) & 255,
        (a >>> 16) & 255,
        (a >>> 8) & 255,
        a & 255,
        (b >> 8) & 255,
        b & 255,
      ]);
    const rows = [row(0, 0, 65535)];
    for (let n = 1; n <= xrefNum; n++) {
      if (packed.has(n)) rows.push(row(2, objStm, packed.get(n)!));
      else if (n === xrefNum) rows.push(row(1, xrefAt, 0));
      else rows.push(row(1, offsets.get(n)!, 0));
    }
    // PNG "Up" predictor on every row: each byte less the byte above it.
    const predicted: number[] = [];
    rows.forEach((r, i) => {
      predicted.push(2);
      for (let k = 0; k < r.length; k++)
        predicted.push((r[k] - (i > 0 ? rows[i - 1][k] : 0)) & 255);
    });
    const xrefData = deflateSync(Uint8Array.from(predicted));
    objectAt(xrefNum, {
      dict: `<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root ${root} 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> /Length ${xrefData.length} >>`,
      data: xrefData,
    });
    write(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
}

export const COURIER =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>';

/** One US Letter page per content stream, all sharing `resources` (a dictionary body). */
export function pagesPdf(
  builder: PdfBuilder,
  contents: string[],
  resources: string,
  options: { xrefStream?: boolean; compress?: boolean; ascii85?: boolean } = {},
): Uint8Array {
  const tree = builder.reserve();
  const kids = contents.map((content) => {
    const stream = builder.stream('<< >>', content, {
      compress: options.compress ?? true,
      ascii85: options.ascii85,
    });
    return builder.add(
      `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 612 792] /Resources ${resources} /Contents ${stream} 0 R >>`,
    );
  });
  builder.set(
    tree,
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  const catalog = builder.add(`<< /Type /Catalog /Pages ${tree} 0 R >>`);
  return builder.build(catalog, options);
}
