/**
 * A local stand-in for the ElevenLabs REST API (paid, unreachable here), shaped on their
 * documentation: `xi-api-key` header, `GET /v1/voices` with labels and preview_url,
 * `POST /v1/text-to-speech/{voice_id}?output_format=pcm_24000` answering raw 16-bit PCM, errors
 * as `{ detail: { status, message } }`. Tests script the next answers and read what was sent.
 */
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY = 'test-key-123';

export interface SpeechCall {
  voiceId: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: {
    text: string;
    model_id: string;
    voice_settings: { speed: number; stability: number; similarity_boost: number };
    previous_text?: string;
    next_text?: string;
  };
}

type Scripted = { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakeElevenLabs {
  baseUrl: string;
  calls: SpeechCall[];
  voiceListCalls: number;
  /** The highest number of speech requests in flight at once. */
  maxInFlight: number;
  /** Answers for the next speech requests, in order; then 200 with audio. */
  script: Scripted[];
  /** Seconds of audio each successful speech request returns. */
  audioSeconds: number;
  /** How long each speech request takes. */
  delayMs: number;
  voicesStatus: number;
  close(): Promise<void>;
}

const VOICES = [
  {
    voice_id: 'EXAVITQu4vr4xnSDxMaL',
    name: 'Bella',
    category: 'premade',
    description: null,
    preview_url: 'https://storage.example/voices/bella.mp3',
    labels: {
      accent: 'american',
      age: 'young',
      gender: 'female',
      description: 'soft',
      use_case: 'narration',
    },
  },
  {
    voice_id: 'JBFqnCBsd6RMkjVDRZzb',
    name: 'George',
    category: 'premade',
    description: 'Warm, captivating storyteller.',
    preview_url: 'https://storage.example/voices/george.mp3',
    labels: { accent: 'british', age: 'middle_aged', gender: 'male', use_case: 'narration' },
  },
];

function pcm(seconds: number): Buffer {
  const n = Math.round(seconds * 24_000);
  const out = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    // A 180 Hz voice-like buzz, loud enough to be clearly non-silent.
    const t = i / 24_000;
    const s = 0.4 * Math.sin(2 * Math.PI * 180 * t) + 0.1 * Math.sin(2 * Math.PI * 360 * t);
    out.writeInt16LE(Math.round(s * 32767), 2 * i);
  }
  return out;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

export async function startFakeElevenLabs(): Promise<FakeElevenLabs> {
  let inFlight = 0;
  const fake: Omit<FakeElevenLabs, 'baseUrl' | 'close'> = {
    calls: [],
    voiceListCalls: 0,
    maxInFlight: 0,
    script: [],
    audioSeconds: 1,
    delayMs: 0,
    voicesStatus: 200,
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.headers['xi-api-key'] !== FAKE_KEY)
      return json(401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    if (req.method === 'GET' && url.pathname === '/v1/voices') {
      fake.voiceListCalls++;
      if (fake.voicesStatus !== 200)
        return json(fake.voicesStatus, { detail: { status: 'system_busy', message: 'Busy' } });
      return json(200, { voices: VOICES });
    }
    const speech = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && speech) {
      inFlight++;
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
      const body = JSON.parse(await readBody(req)) as SpeechCall['body'];
      fake.calls.push({ voiceId: speech[1], query: url.searchParams, headers: req.headers, body });
      await new Promise((r) => setTimeout(r, fake.delayMs));
      inFlight--;
      const next = fake.script.shift();
      if (next && next.status !== 200) return json(next.status, next.body ?? {}, next.headers);
      if (!VOICES.some((v) => v.voice_id === speech[1]))
        return json(404, { detail: { status: 'voice_not_found', message: 'Voice not found' } });
      res.writeHead(200, { 'content-type': 'audio/pcm' });
      return res.end(pcm(fake.audioSeconds));
    }
    json(404, { detail: { status: 'not_found', message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeElevenLabs;
}
