import { useEffect, type ReactNode } from 'react';

/** One stubbed API answer: `path` is matched against what follows /api/v1/. */
export type StoryRoute = {
  method?: string;
  path: RegExp;
  status?: number;
  /** The envelope's data, or a function of how many times this route was called (from 0). */
  data?: unknown | ((call: number) => unknown);
  message?: string;
};

/**
 * Storybook only: answers the API calls of a story from `routes`, so a screen runs live (polls,
 * clicks, failures) without a server; any other API call gets a 404 envelope. Set during render,
 * before the page's effects fire, and undone when the story unmounts.
 */
export const storyApi = (routes: StoryRoute[]) => (Story: () => ReactNode) => {
  const Stub = () => {
    const real = window.fetch;
    const calls = new Map<StoryRoute, number>();
    if (!(real as { stubbed?: boolean }).stubbed) {
      const stub = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const [, path] = request.url.split('/api/v1/');
        if (path === undefined) return real(input, init);
        const route = routes.find(
          (r) => (r.method ?? 'GET') === request.method && r.path.test(path.split('?')[0]),
        );
        if (!route)
          return Response.json({ status: 'error', message: 'Not in this story' }, { status: 404 });
        const call = calls.get(route) ?? 0;
        calls.set(route, call + 1);
        const status = route.status ?? 200;
        const data = typeof route.data === 'function' ? route.data(call) : route.data;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return Response.json(
          { status: status < 400 ? 'success' : 'error', message: route.message, data },
          { status },
        );
      }) as typeof fetch & { stubbed?: boolean };
      stub.stubbed = true;
      window.fetch = stub;
    }
    useEffect(
      () => () => {
        window.fetch = real;
      },
      [real],
    );
    return <Story />;
  };
  return <Stub />;
};

/**
 * A short sine tone as a WAV data URL (pitch per line), so stories have something to play
 * without audio files.
 */
export function toneUrl(hertz: number, seconds = 0.6) {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const bytes = new DataView(new ArrayBuffer(44 + samples));
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => bytes.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  bytes.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  bytes.setUint32(16, 16, true);
  bytes.setUint16(20, 1, true);
  bytes.setUint16(22, 1, true);
  bytes.setUint32(24, rate, true);
  bytes.setUint32(28, rate, true);
  bytes.setUint16(32, 1, true);
  bytes.setUint16(34, 8, true);
  text(36, 'data');
  bytes.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    bytes.setUint8(
      44 + i,
      128 + Math.round(60 * fade * Math.sin((2 * Math.PI * hertz * i) / rate)),
    );
  }
  let binary = '';
  new Uint8Array(bytes.buffer).forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
