import { unzipSync } from 'fflate';

import { type ZipSource, zipChunks } from './zip-writer';

/** The ZIP writer read back by another implementation (fflate), as archive tools would. */
async function zipped(sources: ZipSource[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of zipChunks(sources)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function* pieces(bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

it('writes entries another reader unpacks byte for byte, streamed or whole', async () => {
  const silence = new Uint8Array(3_000_000);
  const noise = Uint8Array.from({ length: 200_000 }, (_v, i) => (i * 7919) % 251);
  const zip = await zipped([
    { name: 'stems/MARA.wav', data: pieces(silence, 65_536) },
    { name: 'stems/ÉLODIE.wav', data: pieces(noise, 10_000) },
    { name: 'labels.txt', data: Buffer.from('0.000000\t1.000000\tMARA: Hello.\n') },
    { name: 'empty.csv', data: new Uint8Array(0) },
  ]);
  const files = unzipSync(zip);
  expect(Object.keys(files)).toEqual([
    'stems/MARA.wav',
    'stems/ÉLODIE.wav',
    'labels.txt',
    'empty.csv',
  ]);
  expect(Buffer.from(files['stems/MARA.wav']).equals(Buffer.from(silence))).toBe(true);
  expect(Buffer.from(files['stems/ÉLODIE.wav']).equals(Buffer.from(noise))).toBe(true);
  expect(Buffer.from(files['labels.txt']).toString()).toBe('0.000000\t1.000000\tMARA: Hello.\n');
  expect(files['empty.csv'].length).toBe(0);
  // Silence deflates to almost nothing.
  expect(zip.length).toBeLessThan(250_000);
});

it('passes on a failure of the data it is given', async () => {
  async function* failing() {
    yield new Uint8Array(10);
    throw new Error('decode failed');
  }
  await expect(zipped([{ name: 'a.wav', data: failing() }])).rejects.toThrow('decode failed');
});
