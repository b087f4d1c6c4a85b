/**
 * Stream filters that carry text (§7.4): Flate (with PNG predictors, which cross-reference
 * streams use), ASCIIHex and ASCII85. Image filters are never decoded: text does not need them.
 */
import { constants, inflateSync } from 'node:zlib';

import { type Dict, type Value, isDict, nameIn } from './lexer';
import { Unsupported } from './unsupported';

/** Output cap per stream: a small file that inflates past it is not a screenplay. */
const MAX_DECODED = 64 * 1024 * 1024;

function inflate(data: Uint8Array): Uint8Array {
  try {
    // A truncated stream still gives its text, as in pdf.js.
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED });
  } catch {
    throw new Unsupported('bad Flate data');
  }
}

function unpredict(data: Uint8Array, parms: Dict | undefined): Uint8Array {
  const predictor = Number(parms?.get('Predictor') ?? 1);
  if (predictor === 1) return data;
  if (predictor < 10) throw new Unsupported('TIFF predictor');
  const colors = Number(parms?.get('Colors') ?? 1);
  const bits = Number(parms?.get('BitsPerComponent') ?? 8);
  const columns = Number(parms?.get('Columns') ?? 1);
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const src = r * (rowLength + 1) + 1;
    const at = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const left = i >= bpp ? out[at + i - bpp] : 0;
      const up = r > 0 ? out[at - rowLength + i] : 0;
      const upLeft = r > 0 && i >= bpp ? out[at - rowLength + i - bpp] : 0;
      let v = data[src + i];
      if (type === 1) v += left;
      else if (type === 2) v += up;
      else if (type === 3) v += (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      out[at + i] = v & 255;
    }
  }
  return out;
}

function asciiHex(data: Uint8Array): Uint8Array {
  const digits = Buffer.from(data)
    .toString('latin1')
    .replace(/[^0-9a-fA-F>]/g, '');
  const body = digits.split('>')[0];
  return Buffer.from(body.length % 2 ? body + '0' : body, 'hex');
}

function ascii85(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString('latin1').replace(/\s/g, '');
  const end = text.indexOf('~>');
  const body = (end >= 0 ? text.slice(0, end) : text).replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const g of group) v = v * 85 + g;
    const bytes = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...bytes.slice(0, count));
    group = [];
  };
  for (const ch of body) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const c = ch.charCodeAt(0) - 33;
    if (c < 0 || c > 84) throw new Unsupported('bad ASCII85 data');
    group.push(c);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

const list = (v: Value | undefined): Value[] => (Array.isArray(v) ? v : v == null ? [] : [v]);

/** The decoded bytes of a stream; `resolve` fetches indirect filter parameters. */
export function decode(raw: Uint8Array, dict: Dict, resolve: (v: Value) => Value): Uint8Array {
  const filters = list(resolve(dict.get('Filter') ?? null)).map((f) => nameIn(resolve(f)));
  const parms = list(resolve(dict.get('DecodeParms') ?? null)).map((p) => resolve(p));
  let data = raw;
  filters.forEach((filter, i) => {
    const p = parms[i];
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        data = unpredict(inflate(data), isDict(p) ? p : undefined);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        data = asciiHex(data);
        break;
      case 'ASCII85Decode':
      case 'A85':
        data = ascii85(data);
        break;
      default:
        throw new Unsupported(`filter ${filter}`);
    }
  });
  return data;
}
