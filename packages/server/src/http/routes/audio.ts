import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AUDIO_SPEEDS,
  audioStatusData,
  audioUrlsData,
  downloadAudioBody,
  downloadAudioData,
  downloadAudioQuery,
  generateAudioBody,
  lineAudioData,
  retakeBody,
  retakeData,
  TAKE_MESSAGES,
} from '@castmyscript/api/contract';

import { AUDIO_MESSAGES, type AudioService } from '../../services/audio/audio-service';
import { VoiceError } from '../../adapters/tts/tts-port';
import { HttpError, success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';

/**
 * Audio generation, playback and download. All need a session; another user's
 * document or line is 404. Audio itself is only ever reached through signed, expiring URLs served
 * as attachments (security check 40).
 */
export type AudioRouteDeps = { requireUser: RequireUser; audio: AudioService };

const route = routeSchemas('audio', { session: true });
const documentParams = z.object({ documentId: z.string().max(64) });

/** A voice that could not be made while the user waits is the engine's failure: 502 with why. */
async function voiced<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof VoiceError) throw new HttpError(502, err.message);
    throw err;
  }
}

export const audioRoutes =
  (deps: AudioRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/scenes/document/:documentId/generate-audio',
      route(audioStatusData, {
        description:
          'Starts (or joins) generation of every line not made yet (failed ones again); with { only_pending: true } only the lines that need audio, failed ones left as they are. 400 while an actor has no voice. Free while the text fits the pages paid for.',
        params: documentParams,
        body: generateAudioBody.nullish(),
      }),
      async (request) =>
        success(
          await deps.audio.generate(request.user, request.params.documentId, {
            onlyPending: request.body?.only_pending ?? false,
          }),
          AUDIO_MESSAGES.started,
        ),
    );

    app.get(
      '/scenes/document/:documentId/audio-status',
      route(audioStatusData, { params: documentParams }),
      async (request) => success(await deps.audio.status(request.user, request.params.documentId)),
    );

    app.get(
      '/scenes/document/:documentId/audio-urls',
      route(audioUrlsData, {
        description: 'Every line by scene_index; signed, expiring audio_url for the playable ones.',
        params: documentParams,
      }),
      async (request) =>
        success({ audio_scenes: await deps.audio.urls(request.user, request.params.documentId) }),
    );

    app.get(
      '/scenes/:documentId/generate-audio/:sceneId/:speed',
      route(lineAudioData, {
        description: 'One line at 0.5, 1, 1.5 or 2× speed, made now if it was not before.',
        params: z.object({
          documentId: z.string().max(64),
          sceneId: z.string().max(64),
          speed: z.enum(AUDIO_SPEEDS, 'Speed must be 0.5, 1, 1.5 or 2'),
        }),
      }),
      async (request) => {
        const { documentId, sceneId: lineId, speed } = request.params;
        return success(await voiced(deps.audio.line(request.user, documentId, lineId, speed)));
      },
    );

    app.post(
      '/scenes/document/:documentId/retake/:sceneId',
      route(retakeData, {
        description:
          'Another take of one line: voice_id (null: the cast voice), speed 0.5–2, pitch −6…6 semitones and/or new text; only that line is made again, now. 409 for a line the narrator policy leaves out, or while audio is being generated for the script; 402 when new words need pages not paid for.',
        params: z.object({ documentId: z.string().max(64), sceneId: z.string().max(64) }),
        body: retakeBody,
      }),
      async (request) => {
        const { documentId, sceneId: lineId } = request.params;
        return success(
          await voiced(deps.audio.retake(request.user, documentId, lineId, request.body)),
          TAKE_MESSAGES.made,
        );
      },
    );

    app.post(
      '/scenes/document/:documentId/download-audio',
      route(downloadAudioData, {
        description:
          'One file of every line in order ({documentId}_combined.mp3, or .wav with { format: "wav" } or ?format=wav). 403 on the Free plan; 409 until every line is made.',
        params: documentParams,
        querystring: downloadAudioQuery,
        body: downloadAudioBody.nullish(),
      }),
      async (request) =>
        success(
          await voiced(
            deps.audio.download(
              request.user,
              request.params.documentId,
              request.body?.format ?? request.query.format,
            ),
          ),
        ),
    );
  };
