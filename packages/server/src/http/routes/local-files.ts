import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { attachmentHeader } from '../../adapters/storage/file-names';
import type { FileClaims } from '../../adapters/storage/signed-token';
import { type LocalStorage, StorageError } from '../../adapters/storage/storage-local';
import { HttpError, success } from '../envelope';

/**
 * The HTTP face of the local storage adapter: it plays the part S3 plays for presigned URLs, so
 * it talks to the adapter directly instead of going through a service. Registered only when the
 * local adapter is in use.
 */
const params = z.object({ token: z.string().min(10).max(2048) });
const STATUS: Record<StorageError['code'], number> = {
  too_large: 413,
  wrong_type: 415,
  not_found: 404,
  // Single use (security check 41): stored once, or already claimed at confirm.
  used: 409,
};

function claimsFor<Op extends FileClaims['op']>(storage: LocalStorage, token: string, op: Op) {
  const result = storage.verify(token);
  if (!result.ok) {
    throw new HttpError(
      403,
      result.reason === 'expired' ? 'This link has expired.' : 'This link is not valid.',
    );
  }
  if (result.claims.op !== op) throw new HttpError(403, 'This link is not valid.');
  return result.claims as Extract<FileClaims, { op: Op }>;
}

const asHttp = (err: unknown): unknown =>
  err instanceof StorageError ? new HttpError(STATUS[err.code], err.message) : err;

export const localFileRoutes =
  (storage: LocalStorage): FastifyPluginAsyncZod =>
  async (app) => {
    // Uploads are streamed to disk with their own size bound, so no parser may buffer them first.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.put('/files/:token', { schema: { hide: true, params } }, async (request, reply) => {
      // A refused upload leaves its body unread on the socket; close it rather than reuse it.
      reply.header('Connection', 'close');
      const claims = claimsFor(storage, request.params.token, 'put');
      const length = request.headers['content-length'];
      try {
        const stored = await storage.acceptUpload(claims, {
          contentType: request.headers['content-type'],
          contentLength: length === undefined ? undefined : Number(length),
          body: request.raw,
        });
        reply.removeHeader('Connection');
        return success({ key: claims.key, size: stored.size, content_type: stored.contentType });
      } catch (err) {
        throw asHttp(err);
      }
    });

    app.get('/files/:token', { schema: { hide: true, params } }, async (request, reply) => {
      const claims = claimsFor(storage, request.params.token, 'get');
      const file = await storage.openDownload(claims.key).catch((err) => {
        throw asHttp(err);
      });
      // Always an attachment in a sandbox: a user's file must never run as a page of this origin.
      return reply
        .header('Content-Type', file.meta.contentType)
        .header('Content-Length', file.meta.size)
        .header('Content-Disposition', attachmentHeader(claims.name))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    });
  };
