import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses answers built per request (API JSON, `/remotes.json`, `/app-config.js`) above 1 KB.
 * Built front-end files are not compressed here: they ship precompressed at maximum brotli
 * quality and are sent as they are (see `web.ts`); an answer that already carries a
 * Content-Encoding is left untouched. Brotli runs at a low quality because it is paid for on
 * every request: quality 4 is within a few percent of 11 on JSON at a fraction of the CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
