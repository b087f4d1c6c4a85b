import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { FeedService } from '../../services/sharing/feed-service';
import { tokenParams } from './share';

/**
 * The private podcast feed of a share link: no session, the token is the key. Both
 * answer 404 once the link is unknown, expired or revoked.
 */
export type ShareFeedRouteDeps = { feeds: FeedService };

const tags = ['share'];
/** A draft's id and the extension podcast apps look for; anything else is no enclosure. */
const enclosureParams = tokenParams.extend({
  file: z.string().regex(/^[0-9a-f-]{36}\.mp3$/, 'An enclosure is a draft id followed by .mp3'),
});

export const shareFeedRoutes =
  (deps: ShareFeedRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/shared/:token/feed.xml',
      {
        schema: {
          tags,
          description:
            'RSS 2.0 with the iTunes namespace: one item per shared draft of the script, newest first, its combined MP3 as the enclosure.',
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const xml = await deps.feeds.feed(request.params.token);
        return reply
          .header('Cache-Control', 'no-store')
          .type('application/rss+xml; charset=utf-8')
          .send(xml);
      },
    );

    app.get(
      '/shared/:token/audio/:file',
      {
        schema: {
          tags,
          description:
            "A feed item's stable enclosure: 302 to the draft's combined MP3, signed afresh for a short time.",
          params: enclosureParams,
        },
      },
      async (request, reply) => {
        const documentId = request.params.file.slice(0, -'.mp3'.length);
        const url = await deps.feeds.enclosure(request.params.token, documentId);
        return reply.header('Cache-Control', 'no-store').redirect(url, 302);
      },
    );
  };
