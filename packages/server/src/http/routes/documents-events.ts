import type { OutgoingHttpHeaders } from 'node:http';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  DOCUMENT_EVENT,
  type DocumentStatusData,
  FINAL_DOCUMENT_STATUSES,
} from '@castmyscript/api/contract';

import type { DocumentEvents } from '../../services/documents/document-events';
import type { ProcessingService } from '../../services/processing/processing-service';
import type { RequireUser } from '../plugins/auth';

/**
 * GET documents/{id}/events: the document's status pushed as server-sent events, so the upload
 * screen moves on the moment processing ends. Changes made in this process
 * arrive at once; a re-read every `pollMs` covers changes made by another process. The stream
 * ends after a final status; polling GET status stays the client's fallback.
 */
export type DocumentEventsRouteDeps = {
  requireUser: RequireUser;
  processing: Pick<ProcessingService, 'status'>;
  events: DocumentEvents;
  pollMs?: number;
  keepAliveMs?: number;
};

const params = z.object({ id: z.string().max(64) });

export const documentEventsRoutes =
  (deps: DocumentEventsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<() => void>();
    // Streams never go idle, so closing the server must end them or it would wait forever.
    app.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/documents/:id/events',
      {
        schema: {
          tags: ['documents'],
          security: [{ bearerAuth: [] }],
          description:
            'text/event-stream of `status` events (documentStatusData); ends after a final status.',
          params,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const id = request.params.id;
        // Another user's document is a 404 in the envelope, before any stream starts.
        await deps.processing.status(user, id);

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // Proxies must pass each event on at once.
          'x-accel-buffering': 'no',
        });

        let last = '';
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(poll);
          clearInterval(keepAlive);
          unsubscribe();
          open.delete(end);
          raw.end();
        };
        const send = (status: DocumentStatusData) => {
          const json = JSON.stringify(status);
          if (ended || json === last) return;
          last = json;
          raw.write(`event: ${DOCUMENT_EVENT}\ndata: ${json}\n\n`);
          if (FINAL_DOCUMENT_STATUSES.includes(status.status)) end();
        };
        const reread = () => deps.processing.status(user, id).then(send, () => end());

        const unsubscribe = deps.events.subscribe(id, send);
        const poll = setInterval(reread, deps.pollMs ?? 2000);
        const keepAlive = setInterval(
          () => raw.write(': keep-alive\n\n'),
          deps.keepAliveMs ?? 15_000,
        );
        open.add(end);
        request.raw.on('close', end);
        raw.on('close', end);
        await reread();
      },
    );
  };
