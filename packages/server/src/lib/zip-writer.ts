/**
 * A streaming ZIP writer (the stems download): each entry is deflated as it is produced
 * and never held whole, its CRC and sizes written after it (a data descriptor), the central
 * directory at the end. Deflate is node's zlib, which runs off the event loop and is about twenty
 * times faster than the pure-JS fflate on these mostly silent WAVs (docs/decisions.md). No ZIP64:
 * an entry or the archive past 4 GiB is refused (two hours of 24 kHz mono WAV is 346 MB).
 */
import { Readable, pipeline } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

export type ZipSource = { name: string; data: Uint8Array | AsyncIterable<Uint8Array> };

const LIMIT = 0xffff_ffff;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** MS-DOS time and date, as ZIP stores them (local time of `at`, two-second steps). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14..25) are zero here: the data descriptor carries them.
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

function descriptor(entry: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(entry.crc, 4);
  b.writeUInt32LE(entry.compressed, 8);
  b.writeUInt32LE(entry.size, 12);
  return b;
}

function directoryEntry(entry: Written, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(entry.crc, 16);
  b.writeUInt32LE(entry.compressed, 20);
  b.writeUInt32LE(entry.size, 24);
  b.writeUInt16LE(entry.name.length, 28);
  b.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([b, entry.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

const tooLarge = () => new Error('The ZIP would pass 4 GiB, which this writer does not support');

/** The archive of `sources`, in order, as chunks to stream. */
export async function* zipChunks(
  sources: Iterable<ZipSource> | AsyncIterable<ZipSource>,
  { level = 1, at = new Date() }: { level?: number; at?: Date } = {},
): AsyncGenerator<Uint8Array> {
  const stamp = dosDateTime(at);
  const written: Written[] = [];
  let offset = 0;
  for await (const source of sources) {
    const entry: Written = {
      name: Buffer.from(source.name, 'utf8'),
      crc: 0,
      compressed: 0,
      size: 0,
      offset,
    };
    const header = localHeader(entry.name, stamp);
    yield header;
    offset += header.length;
    async function* tallied(): AsyncGenerator<Uint8Array> {
      const data = source.data instanceof Uint8Array ? [source.data] : source.data;
      for await (const chunk of data) {
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        if (entry.size > LIMIT) throw tooLarge();
        yield chunk;
      }
    }
    // An error on either side reaches the loop below through the deflate stream.
    const deflated = pipeline(Readable.from(tallied()), createDeflateRaw({ level }), () => {});
    for await (const chunk of deflated as AsyncIterable<Buffer>) {
      entry.compressed += chunk.length;
      yield chunk;
    }
    const tail = descriptor(entry);
    yield tail;
    offset += entry.compressed + tail.length;
    if (offset > LIMIT) throw tooLarge();
    written.push(entry);
  }
  const directory = Buffer.concat(written.map((entry) => directoryEntry(entry, stamp)));
  yield directory;
  yield endRecord(written.length, directory.length, offset);
}
