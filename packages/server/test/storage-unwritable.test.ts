import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { newStorageKey } from '../src/adapters/storage/storage-port';
import { startEmbeddedApp, type TestApp, tempDir, waitFor } from './helpers/app';
import { makeReadOnly } from './helpers/read-only-dir';
import { fetchSigned } from './helpers/signed-urls';

/**
 * Local file storage whose folder cannot be written: the upload is answered
 * 503 with Retry-After and the message instead of a generic 500, and no partial file is
 * left; partial files a crash left are removed when the server starts.
 */
const MESSAGE = "Files can't be saved right now; nothing was charged — try again in a minute";

/** Every `.part` file under `dir`, at any depth. */
const partsUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.part'),
  );

describe('a files folder that turns read-only mid-upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startEmbeddedApp();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and says so, and leaves no partial file', async () => {
    const files = join(t.dataDir, 'files');
    const key = newStorageKey('scripts');
    const upload = await t.deps.storage.createUploadUrl({
      key,
      contentType: 'application/pdf',
      maxBytes: 1_000_000,
      expiresIn: 600,
    });
    // The body's first half arrives, the folder turns read-only, then the rest arrives.
    let sendRest = () => undefined as void;
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const half = new Uint8Array(256 * 1024).fill(7);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(half);
        await rest;
        controller.enqueue(half);
        controller.close();
      },
    });
    const answer = fetchSigned(t, upload.url, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit);
    await waitFor(async () => (await partsUnder(files)).length === 1, 'the upload to be written');
    const folder = join(files, 'scripts');
    const undo = await makeReadOnly(folder);
    try {
      sendRest();
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await res.json()).toEqual({ status: 'error', message: MESSAGE });
      expect(await partsUnder(files)).toEqual([]);
    } finally {
      await undo();
    }
    expect(await t.deps.storage.stat(key)).toBeUndefined();
  });
});

it('removes the partial files a crash left when the server starts, and nothing else', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const files = join(dir, 'files');
    await mkdir(join(files, '.partial'), { recursive: true });
    await mkdir(join(files, 'scripts'), { recursive: true });
    // One in the partial folder, one beside its key as earlier versions wrote them.
    await writeFile(join(files, '.partial', 'left.part'), Buffer.alloc(4096));
    await writeFile(join(files, 'scripts', 'abc.123.456.part'), Buffer.alloc(4096));
    await writeFile(join(files, 'scripts', 'kept'), 'a stored file');
    const t = await startEmbeddedApp({}, {}, dir);
    try {
      expect(await partsUnder(files)).toEqual([]);
      expect((await stat(join(files, 'scripts', 'kept'))).size).toBe(13);
    } finally {
      await t.close();
    }
  } finally {
    cleanup();
  }
});
