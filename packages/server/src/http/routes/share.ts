import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createShareBody,
  envelopeSchema,
  SHARE_MESSAGES,
  sharedDownloadData,
  sharedReadData,
  shareLinkData,
  shareStateData,
} from '@castmyscript/api/contract';

import type { ShareService } from '../../services/sharing/share-service';
import { success } from '../envelope';
import { isCurrent } from '../etag';
import type { RequireUser } from '../plugins/auth';

/**
 * Share links. The writer's calls need a session and answer 404 for a document that is
 * not the caller's; the shared calls need only the token and answer 404 once the link is unknown,
 * expired or revoked (security check 50).
 */
export type ShareRouteDeps = { requireUser: RequireUser; shares: ShareService };

const tags = ['share'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(64) });
/** Tokens are 43 characters; anything much longer is not one. */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const shareRoutes =
  (deps: ShareRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const protect = { onRequest: deps.requireUser };

    app.get(
      '/documents/:id/share',
      {
        ...protect,
        schema: {
          tags,
          security,
          description: "The script's live share link, or null.",
          params,
          response: { 200: envelopeSchema(shareStateData) },
        },
      },
      async (request) =>
        success({ share: await deps.shares.state(request.user, request.params.id) }),
    );

    app.post(
      '/documents/:id/share',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            'Makes the share link (1–90 days, default 14; no download by default). Asked again, answers the live link with the options given applied.',
          params,
          // A POST with no body at all takes the defaults (fastify hands the schema null).
          body: createShareBody.nullish(),
          response: { 201: envelopeSchema(shareLinkData) },
        },
      },
      async (request, reply) => {
        const link = await deps.shares.share(request.user, request.params.id, request.body ?? {});
        return reply.code(201).send(success(link, SHARE_MESSAGES.created));
      },
    );

    app.delete(
      '/documents/:id/share',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            'Revokes the link at once: its token and its audio URLs are no longer renewed.',
          params,
        },
      },
      async (request, reply) => {
        await deps.shares.revoke(request.user, request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/shared/:token',
      {
        schema: {
          tags,
          description:
            'The shared read (no session): lines with signed audio URLs, scenes and runtime. Fetching it again renews the URLs while the link lives. Conditional: an If-None-Match naming the current ETag is 304.',
          params: tokenParams,
          response: {
            200: envelopeSchema(sharedReadData),
            304: z.void().describe('The copy named by If-None-Match is current: no body.'),
          },
        },
      },
      async (request, reply) => {
        const { etag, body } = await deps.shares.read(request.params.token);
        // The browser keeps its copy and asks each time (a revoked link answers 404 at once); an
        // unchanged read is a 304, so a crew's pages renewing their URLs cost no body.
        if (isCurrent(request, reply, etag)) return reply.code(304).send();
        return success(body);
      },
    );

    app.post(
      '/shared/:token/download-audio',
      {
        schema: {
          tags,
          description: 'The combined MP3 of the shared read; 403 unless the link allows it.',
          params: tokenParams,
          response: { 200: envelopeSchema(sharedDownloadData) },
        },
      },
      async (request) => success(await deps.shares.download(request.params.token)),
    );
  };
