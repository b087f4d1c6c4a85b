import { http, HttpResponse } from 'msw';

import type { PatchSceneBody, RetakeBody, Scene } from '@castmyscript/api/contract';
import { BASE, failure, success } from '@castmyscript/test-utils';

import type { createAudioServer } from './audio-server';

type AudioFake = ReturnType<typeof createAudioServer>;

/** The stored lines behind the audio list: the first a heading, the narrator's others action. */
const stored = (fake: AudioFake): Scene[] =>
  fake.lines().map((l, index) => ({
    _id: l.scene_id,
    document_id: 'doc-1',
    scene_index: l.scene_index,
    actor: l.actor,
    dialog: l.dialog,
    text: l.dialog,
    kind:
      l.kind ?? (index === 0 ? 'scene_heading' : l.actor === 'narrator' ? 'action' : 'dialogue'),
    direction: index === 1 ? 'quietly' : null,
    direction_after: null,
    scene_heading: null,
  }));

/**
 * The line editor's calls: the script's lines, PATCH of one (kept on the audio list, which then
 * waits for the line's audio) and the take that makes it again. `refuse` answers the next PATCH
 * with that status and envelope instead.
 */
export const createLineEditServer = (fake: AudioFake) => {
  const patches: { lineId: string; body: PatchSceneBody }[] = [];
  const retakes: { lineId: string; body: RetakeBody }[] = [];
  let refusal: { status: number; message: string; field?: string } | null = null;
  const handlers = [
    http.get(`${BASE}/scenes/document/doc-1`, () =>
      HttpResponse.json(success({ scenes: stored(fake) })),
    ),
    http.patch(`${BASE}/scenes/:sceneId`, async ({ params, request }) => {
      const lineId = params.sceneId as string;
      const body = (await request.json()) as PatchSceneBody;
      patches.push({ lineId, body });
      if (refusal) {
        const { status, message, field } = refusal;
        return HttpResponse.json(failure(message, field ? { field } : undefined), { status });
      }
      fake.setLines(
        fake.lines().map((l) =>
          l.scene_id === lineId
            ? {
                ...l,
                dialog: body.text ?? l.dialog,
                kind: body.type ?? l.kind,
                actor: body.actor ?? (body.type && body.type !== 'dialogue' ? 'narrator' : l.actor),
                status: 'pending',
                audio_url: null,
              }
            : l,
        ),
      );
      const line = stored(fake).find((s) => s._id === lineId);
      return HttpResponse.json(success(line));
    }),
    http.post(`${BASE}/scenes/document/doc-1/retake/:sceneId`, async ({ params, request }) => {
      const lineId = params.sceneId as string;
      retakes.push({ lineId, body: (await request.json()) as RetakeBody });
      fake.setLines(
        fake
          .lines()
          .map((l) =>
            l.scene_id === lineId
              ? { ...l, status: 'completed', audio_url: `http://localhost/files/${lineId}-2.mp3` }
              : l,
          ),
      );
      return HttpResponse.json(success(fake.lines().find((l) => l.scene_id === lineId)));
    }),
  ];
  return {
    handlers,
    patches,
    retakes,
    refuse: (next: typeof refusal) => {
      refusal = next;
    },
  };
};
