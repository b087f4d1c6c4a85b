import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for ElevenLabs on 127.0.0.1, shaped on their documented REST API: `GET /v1/voices`
 * and `POST /v1/text-to-speech/{voice_id}?output_format=pcm_24000` answering raw 16-bit PCM, and
 * their error bodies (`{ detail: { status, message } }`) for 429 and 503. Each voice behaves as
 * its id says: `steady` always works, `flaky` first answers 429 too_many_concurrent_requests,
 * `down` always answers 503.
 */
export type FakeCall = { path: string; key: string | undefined; body: Record<string, unknown> };

const VOICES = [
  { voice_id: 'steady', name: 'Steady', gender: 'female', accent: 'british' },
  { voice_id: 'flaky', name: 'Flaky', gender: 'male', accent: 'american' },
  { voice_id: 'down', name: 'Down', gender: 'male', accent: 'australian' },
];

/** A tone as long as the text would take to say: enough for the audio chain to keep. */
function speech(text: string): Buffer {
  const rate = 24_000;
  const samples = Math.round(rate * Math.min(3, 0.3 + text.length * 0.04));
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 8000), i * 2);
  return pcm;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

export async function startFakeElevenLabs() {
  const calls: FakeCall[] = [];
  const refused = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['xi-api-key'] as string | undefined;
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && url.pathname === '/v1/voices') {
      return json(200, {
        voices: VOICES.map((v) => ({
          voice_id: v.voice_id,
          name: v.name,
          preview_url: null,
          labels: { gender: v.gender, accent: v.accent, age: 'middle_aged' },
        })),
      });
    }
    const tts = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && tts) {
      const voice = decodeURIComponent(tts[1]);
      const parsed = JSON.parse(body) as Record<string, unknown>;
      calls.push({ path: url.pathname + url.search, key, body: parsed });
      // Retry-After 0 keeps the engine's backoff out of the test's time.
      if (voice === 'down')
        return json(
          503,
          { detail: { status: 'service_unavailable', message: 'Try again later' } },
          { 'retry-after': '0' },
        );
      const text = String(parsed.text ?? '');
      if (voice === 'flaky' && !refused.has(text)) {
        refused.add(text);
        return json(
          429,
          {
            detail: {
              status: 'too_many_concurrent_requests',
              message: 'Too many concurrent requests',
            },
          },
          { 'retry-after': '0' },
        );
      }
      res.writeHead(200, { 'content-type': 'audio/pcm' });
      return res.end(speech(text));
    }
    json(404, { detail: { status: 'not_found', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
