/**
 * HTTP to ElevenLabs with its documented failure modes handled: 429 (`too_many_concurrent_requests`
 * when the plan's concurrency is exceeded, `system_busy` when they are overloaded), 5xx and network
 * errors are retried with exponential backoff (honouring Retry-After); anything else, or the last
 * retry, becomes a `VoiceError` with a message that says what happened.
 */
import { VoiceError } from '../tts-port';

export interface ElevenLabsHttpOptions {
  apiKey: string;
  baseUrl: string;
  /** Retries after the first attempt. */
  retries: number;
  /** First backoff delay; doubles each retry, with jitter. */
  backoffMs: number;
  /** Longest single wait, Retry-After included. */
  maxBackoffMs?: number;
}

export interface HttpInit {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

interface ErrorBody {
  detail?: { status?: string; message?: string } | string;
}

async function describe(response: Response): Promise<{ status?: string; message?: string }> {
  try {
    const body = (await response.json()) as ErrorBody;
    if (typeof body.detail === 'string') return { message: body.detail };
    return { status: body.detail?.status, message: body.detail?.message };
  } catch {
    return {};
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createElevenLabsHttp(options: ElevenLabsHttpOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const maxBackoff = options.maxBackoffMs ?? 30_000;

  const delay = (attempt: number, retryAfter: string | null) => {
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, maxBackoff);
    const exp = options.backoffMs * 2 ** attempt;
    return Math.min(exp + Math.random() * exp * 0.25, maxBackoff);
  };

  return async function request(path: string, init: HttpInit = {}): Promise<Response> {
    let last = '';
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      let response: Response;
      try {
        response = await fetch(base + path, {
          ...init,
          headers: { 'xi-api-key': options.apiKey, ...(init.headers ?? {}) },
        });
      } catch (error) {
        last = `network error: ${error instanceof Error ? error.message : String(error)}`;
        if (attempt < options.retries) await wait(delay(attempt, null));
        continue;
      }
      if (response.ok) return response;
      const detail = await describe(response);
      last = `${response.status}${detail.status ? ` ${detail.status}` : ''}${detail.message ? `: ${detail.message}` : ''}`;
      if (!retryable(response.status)) {
        const hint = response.status === 401 ? ' (check ELEVENLABS_API_KEY)' : '';
        throw new VoiceError(`ElevenLabs refused the request: ${last}${hint}`, 'provider_failed');
      }
      if (attempt < options.retries)
        await wait(delay(attempt, response.headers.get('retry-after')));
    }
    throw new VoiceError(
      `ElevenLabs did not answer after ${options.retries + 1} attempts (last: ${last})`,
      'provider_failed',
    );
  };
}
