/**
 * Stream filters that carry text (§7.4): Flate (with PNG predictors, which cross-reference
 * streams use), ASCIIHex and ASCII85. Image filters are never decoded: text does not need them.
 */
import { constants, inflateSync } from 'node:zlib';

import { ParseError } from '../../errors';
import { type Dict, type Value, isDict, nameIn } from './lexer';
import { Unsupported } from './unsupported';

/**
 * Output cap per stream: a small file that inflates past it is not a screenplay. Reaching it
 * refuses the file (a ParseError, which no other reader retries): pdf.js, which reads what this
 * reader leaves, has no such cap and would inflate the whole bomb.
 */
const MAX_DECODED = 64 * 1024 * 1024;

function inflate(data: Uint8Array): Uint8Array {
  try {
    // A truncated stream still gives its text, as in pdf.js.
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ParseError('too_large');
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

/** ASCII base-85 (§7.4.3), byte by byte: ReportLab wraps every content stream in it. */
function ascii85(data: Uint8Array): Uint8Array {
  let zeros = 0;
  for (let k = 0; k < data.length; k++) if (data[k] === 122) zeros++;
  const out = new Uint8Array(Math.ceil((data.length * 4) / 5) + zeros * 4 + 4);
  let length = 0;
  let value = 0;
  let count = 0;
  let i = data[0] === 60 && data[1] === 126 ? 2 : 0; // a leading <~
  for (; i < data.length; i++) {
    const c = data[i];
    if (c === 126) break; // ~> ends the data
    if (c <= 32) continue;
    if (c === 122 && count === 0) {
      length += 4; // z: four zero bytes
      continue;
    }
    if (c < 33 || c > 117) throw new Unsupported('bad ASCII85 data');
    value = value * 85 + (c - 33);
    if (++count === 5) {
      out[length++] = value >>> 24;
      out[length++] = (value >>> 16) & 255;
      out[length++] = (value >>> 8) & 255;
      out[length++] = value & 255;
      value = 0;
      count = 0;
    }
  }
  if (count > 1) {
    // A last group of n characters is padded with u (84) and gives n - 1 bytes.
    for (let k = count; k < 5; k++) value = value * 85 + 84;
    const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    for (let k = 0; k < count - 1; k++) out[length++] = bytes[k];
  }
  return out.subarray(0, length);
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
