import { createServerEventReader } from '@castmyscript/api/contract';

import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { PAGES } from '../parsing/helpers/render';
import { finalStatus, uploadScript } from './helpers';

// The test screenplay's pages that hold a line to be read: its title page costs nothing.
const BILLED = PAGES.length - 1;

/** GET documents/{id}/events: status changes pushed as server-sent events. */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

/** Reads the stream the way the studio does (fetch + reader) until the server ends it. */
async function readAll(res: Response, onEvent?: (status: string) => void) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: { status: string; message: string | null } }[] = [];
  const feed = createServerEventReader((e) => {
    const data = JSON.parse(e.data);
    events.push({ event: e.event, data });
    onEvent?.(data.status);
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    feed(decoder.decode(value, { stream: true }));
  }
  return events;
}

const open = (id: string, token = s.access) =>
  t.http(`/api/v1/documents/${id}/events`, { headers: { authorization: `Bearer ${token}` } });

describe('document events', () => {
  it('pushes the current status, then each change, and ends after completed', async () => {
    const id = await uploadScript(t, s);
    const res = await open(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    let started: Promise<unknown> | undefined;
    const events = await readAll(res, (status) => {
      // Start processing once the stream has shown the document as uploaded.
      if (status === 'uploaded') started = post(t, `documents/${id}/process`, undefined, s.access);
    });
    await started;
    expect(events.every((e) => e.event === 'status')).toBe(true);
    const statuses = events.map((e) => e.data.status);
    expect(statuses[0]).toBe('uploaded');
    expect(statuses.at(-1)).toBe('completed');
    // Every step in order, none repeated (a re-read may miss the brief "pending").
    expect(['uploaded,pending,processing,completed', 'uploaded,processing,completed']).toContain(
      statuses.join(','),
    );
    expect(events.at(-1)!.data).toEqual({
      document_id: id,
      status: 'completed',
      message: null,
      page_count: BILLED,
    });
  });

  it('a document already finished gets its status and the stream ends', async () => {
    const u = await signedInUser(t);
    const id = await uploadScript(t, u);
    await post(t, `documents/${id}/process`, undefined, u.access);
    await finalStatus(t, u, id);
    const events = await readAll(await open(id, u.access));
    expect(events.map((e) => e.data.status)).toEqual(['completed']);
  });

  it("another user's document is a 404 in the envelope, not a stream", async () => {
    const id = await uploadScript(t, s);
    const other = await signedInUser(t);
    const res = await open(id, other.access);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'Document not found.' });
  });

  it('closing the app ends open streams', async () => {
    const other = await startApp(RELAXED_LIMITS);
    const u = await signedInUser(other);
    const id = await uploadScript(other, u);
    const res = await other.http(`/api/v1/documents/${id}/events`, {
      headers: { authorization: `Bearer ${u.access}` },
    });
    const reading = readAll(res);
    await other.close();
    expect((await reading).map((e) => e.data.status)).toEqual(['uploaded']);
  });
});
