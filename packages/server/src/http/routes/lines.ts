import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  actorsData,
  addScenesBody,
  addScenesData,
  envelopeSchema,
  patchSceneBody,
  patchSceneData,
  saveScenesBody,
  SCENE_MESSAGES,
  scenesData,
  updateSceneData,
  updateSceneQuery,
} from '@castmyscript/api/contract';

import type { LinesService } from '../../services/lines/lines-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import { isCurrent, validator } from '../etag';
import type { RequireUser } from '../plugins/auth';

/** The scene editor's calls. All need a session; others' documents are 404. */
export type LinesRouteDeps = { requireUser: RequireUser; lines: LinesService };

const tags = ['scenes'];
const security = [{ bearerAuth: [] }];
const route = routeSchemas('scenes', { session: true });
const documentParams = z.object({ documentId: z.string().max(64) });
// A long feature film is a few thousand lines; its bulk save is a few megabytes of JSON.
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;
// The studio reads the whole list again after every edit and on every visit: a copy it already
// has is answered 304 without reading a line.
const scenesTag = validator('scenes', envelopeSchema(scenesData));

export const linesRoutes =
  (deps: LinesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/scenes/document/:documentId',
      {
        schema: {
          tags,
          security,
          description:
            'Every line in order. Conditional: an If-None-Match naming the current ETag is 304.',
          params: documentParams,
          response: {
            200: envelopeSchema(scenesData),
            304: z.void().describe('The copy named by If-None-Match is current: no body.'),
          },
        },
      },
      async (request, reply) => {
        const { documentId } = request.params;
        const etag = scenesTag(await deps.lines.linesVersion(request.user, documentId));
        if (isCurrent(request, reply, etag)) return reply.code(304).send();
        return success({ scenes: await deps.lines.list(request.user, documentId) });
      },
    );

    app.post(
      '/scenes/document/:documentId',
      {
        bodyLimit: SAVE_BODY_LIMIT,
        schema: {
          tags,
          security,
          description: 'Replaces the whole list; array order is script order.',
          params: documentParams,
          body: saveScenesBody,
          response: { 200: envelopeSchema(scenesData) },
        },
      },
      async (request) =>
        success(
          { scenes: await deps.lines.save(request.user, request.params.documentId, request.body) },
          SCENE_MESSAGES.saved,
        ),
    );

    app.post(
      '/scenes/document/:documentId/add',
      {
        schema: {
          tags,
          security,
          params: documentParams,
          body: addScenesBody,
          response: { 201: envelopeSchema(addScenesData) },
        },
      },
      async (request, reply) => {
        const created = await deps.lines.add(request.user, request.params.documentId, request.body);
        reply.code(201);
        return success(created, SCENE_MESSAGES.added);
      },
    );

    app.put(
      '/scenes/:sceneId/update-text',
      route(updateSceneData, {
        description:
          'scene_text (dialog), actor (speaker), direction and/or direction_after, URL-encoded in the query.',
        params: z.object({ sceneId: z.string().max(64) }),
        querystring: updateSceneQuery,
      }),
      async (request) =>
        success(
          await deps.lines.update(request.user, request.params.sceneId, request.query),
          SCENE_MESSAGES.updated,
        ),
    );

    app.patch(
      '/scenes/:sceneId',
      route(patchSceneData, {
        description:
          "Any of the line's type, words (text), speaker (actor) and parentheticals, as JSON.",
        params: z.object({ sceneId: z.string().max(64) }),
        body: patchSceneBody,
      }),
      async (request) =>
        success(
          await deps.lines.patch(request.user, request.params.sceneId, request.body),
          SCENE_MESSAGES.updated,
        ),
    );

    app.get(
      '/scenes/document/:documentId/actors',
      route(actorsData, { params: documentParams }),
      async (request) =>
        success({ actors: await deps.lines.actors(request.user, request.params.documentId) }),
    );
  };
