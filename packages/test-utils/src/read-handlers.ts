import { http, HttpResponse } from 'msw';

import type { ReadSettings, RuntimeData } from '@castmyscript/api/contract';

import { success } from './envelopes';
import { BASE } from './msw-server';

/**
 * The read-settings and runtime calls as the contract describes them, for the
 * screens that compose them in: the settings are kept, so a saved change is read back.
 */
export const createReadHandlers = (
  documentId = 'doc-1',
  runtime: RuntimeData = { estimated_s: 0, measured_s: null, scenes: [] },
) => {
  const state = {
    settings: { narrator: 'all', pronunciations: [], pause_ms: 350 } as ReadSettings,
    saved: [] as ReadSettings[],
    said: [] as { text: string; actor?: string }[],
    runtime,
  };
  const doc = `${BASE}/documents/${documentId}`;
  const handlers = [
    http.get(`${doc}/read-settings`, () => HttpResponse.json(success(state.settings))),
    http.put(`${doc}/read-settings`, async ({ request }) => {
      state.settings = (await request.json()) as ReadSettings;
      state.saved.push(state.settings);
      return HttpResponse.json(success(state.settings, 'Read settings saved.'));
    }),
    http.post(`${doc}/read-settings/say`, async ({ request }) => {
      state.said.push((await request.json()) as { text: string; actor?: string });
      return new HttpResponse(new Uint8Array([0xff, 0xf3, 0x44, 0xc4]), {
        headers: { 'content-type': 'audio/mpeg' },
      });
    }),
    http.get(`${doc}/runtime`, () => HttpResponse.json(success(state.runtime))),
  ];
  return { handlers, state };
};
