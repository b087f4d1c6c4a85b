/**
 * A ZIP's entry names and declared sizes, read from its central directory alone: the last bytes
 * of the file, fetched by range, so a stored upload is judged without reading or inflating it
 * (security check 36). ZIP64 is not read: our uploads are at most 10 MiB.
 */
export type RangeReader = (start: number, length: number) => Promise<Uint8Array>;
export type ZipEntry = { name: string; size: number };

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record (22 bytes) may be followed by a comment of up to 65,535 bytes. */
const END_SEARCH = 22 + 0xffff;

/** Undefined when no well-formed directory is found (the parser reports damage in its own words). */
export async function readZipDirectory(
  read: RangeReader,
  size: number,
  maxDirectoryBytes: number,
): Promise<ZipEntry[] | 'too_large' | undefined> {
  const tailStart = Math.max(0, size - END_SEARCH);
  const tail = await read(tailStart, size - tailStart);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === END_RECORD) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (directorySize > maxDirectoryBytes) return 'too_large';
  if (directoryStart + directorySize > size) return undefined;
  const directory =
    directoryStart >= tailStart
      ? tail.subarray(directoryStart - tailStart, directoryStart - tailStart + directorySize)
      : await read(directoryStart, directorySize);
  return entriesOf(directory, count);
}

function entriesOf(directory: Uint8Array, count: number): ZipEntry[] | undefined {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      return undefined;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + skip > directory.length) return undefined;
    entries.push({
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
      size: view.getUint32(at + 24, true),
    });
    at += 46 + skip;
  }
  return entries;
}
