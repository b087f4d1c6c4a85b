import { post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp } from '../helpers/app';
import { finalStatus, send, uploadScript, userId } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';

/**
 * The scenes list answers conditional GETs: the ETag changes with every write to the lines, a
 * current copy is 304 with no body, and ownership is checked before any of it.
 */
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:scenes-etag');
});
afterAll(async () => {
  await t.close();
});

const FDX = 'application/octet-stream';

/** The list as a browser asks for it, with the copy it holds, if any. */
async function list(id: string, ifNoneMatch?: string, session = s) {
  const headers: Record<string, string> = { authorization: `Bearer ${session.access}` };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const res = await t.http(`/api/v1/scenes/document/${id}`, { headers });
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    cacheControl: res.headers.get('cache-control'),
    // A 304 that announces a length makes clients that trust it wait for bytes that never come.
    length: res.headers.get('content-length'),
    text,
    scenes: res.status === 200 ? (JSON.parse(text).data.scenes as { _id: string }[]) : [],
  };
}

async function processed(): Promise<string> {
  const id = await uploadScript(t, s, Buffer.from(renderFdx()), FDX);
  const before = await list(id);
  expect(before).toMatchObject({ status: 200, scenes: [] });
  expect((await post(t, `documents/${id}/process`, undefined, s.access)).status).toBe(200);
  expect((await finalStatus(t, s, id)).status).toBe('completed');
  // Writing the parsed lines is a change like any other.
  const after = await list(id, before.etag);
  expect(after.status).toBe(200);
  expect(after.etag).not.toBe(before.etag);
  return id;
}

it('a current copy is 304 with no body, however If-None-Match names it', async () => {
  const id = await processed();
  const first = await list(id);
  expect(first.status).toBe(200);
  expect(first.etag).toMatch(/^"scenes-[\w-]+-\d+"$/);
  expect(first.cacheControl).toBe('private, no-cache');
  expect(first.scenes.length).toBeGreaterThan(0);

  for (const tag of [first.etag, `W/${first.etag}`, `"other", ${first.etag}`, '*']) {
    const again = await list(id, tag);
    expect({ tag, status: again.status, text: again.text, length: again.length }).toEqual({
      tag,
      status: 304,
      text: '',
      length: null,
    });
    expect(again.etag).toBe(first.etag);
  }
  expect((await list(id, '"scenes-old-0"')).status).toBe(200);
});

it('every kind of edit changes the ETag, and the stale copy gets the new lines', async () => {
  const id = await processed();
  const tags = [(await list(id)).etag];
  const current = async () => {
    const res = await list(id, tags.at(-1));
    expect(res.status).toBe(200);
    expect(tags).not.toContain(res.etag);
    tags.push(res.etag);
    return res.scenes as { _id: string; dialog: string }[];
  };

  const lines = (await list(id)).scenes as { _id: string; dialog: string }[];
  const text = await send(
    t,
    'PUT',
    `scenes/${lines[0]._id}/update-text?scene_text=Changed`,
    s.access,
  );
  expect(text.status).toBe(200);
  expect((await current())[0].dialog).toBe('Changed');

  const added = await post(
    t,
    `scenes/document/${id}/add`,
    [{ actor: 'MARA', text: 'New' }],
    s.access,
  );
  expect(added.status).toBe(201);
  expect((await current()).length).toBe(lines.length + 1);

  const saved = await send(t, 'POST', `scenes/document/${id}`, s.access, { scenes: [] });
  expect(saved.status).toBe(200);
  expect(await current()).toEqual([]);
});

it("another user's request is 404 even with the right ETag (check 1)", async () => {
  const id = await processed();
  const { etag } = await list(id);
  const mallory = await signedInUser(t);
  const res = await list(id, etag, mallory);
  expect(res.status).toBe(404);
  expect(res.etag).toBe('');
});

it('a refused edit leaves the ETag as it was', async () => {
  const id = await processed();
  const { etag } = await list(id);
  const bad = await send(t, 'POST', `scenes/document/${id}`, s.access, { scenes: 'nope' });
  expect(bad.status).toBe(400);
  expect((await list(id, etag)).status).toBe(304);
});
