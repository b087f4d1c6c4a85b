import { get, post, RELAXED_LIMITS, type Session, signedInUser } from '../helpers/accounts';
import { startApp, type TestApp, waitFor } from '../helpers/app';
import { processedScript, send, uploadScript, userId } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';
import { EXPECTED } from '../parsing/helpers/script';

/** The scene editor's calls over real HTTP. */
let t: TestApp;
let s: Session;

type Line = {
  _id: string;
  scene_index: number;
  actor: string;
  dialog: string;
  text: string;
  kind: string;
  direction: string | null;
  scene_heading: string | null;
};

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS);
  s = await signedInUser(t);
  await t.deps.credits.grantPaygo(await userId(t, s), 200, 'test-pack:scenes');
});
afterAll(async () => {
  expect(await t.deps.credits.mismatches()).toEqual([]);
  await t.close();
});

const FDX = 'application/octet-stream';
/** A freshly parsed copy of the test screenplay (FDX parses fastest). */
const script = () => processedScript(t, s, Buffer.from(renderFdx()), FDX);
const lines = async (id: string): Promise<Line[]> =>
  (await get(t, `scenes/document/${id}`, s.access)).body.data.scenes;
const updateText = (lineId: string, query: string, session = s) =>
  send(t, 'PUT', `scenes/${lineId}/update-text?${query}`, session.access);

describe('GET scenes/document/{id}', () => {
  it('gives the parsed lines in order with kind, direction and their scene heading', async () => {
    const id = await script();
    const got = await lines(id);
    expect(got.map((l) => l.scene_index)).toEqual(got.map((_l, i) => i));
    expect(
      got.map(({ actor, dialog, kind, direction }) => ({
        actor,
        dialog,
        kind,
        ...(direction ? { direction } : {}),
      })),
    ).toEqual(EXPECTED);
    expect(got.every((l) => l.text === l.dialog)).toBe(true);
    const dry = got.find((l) => l.actor === 'NARRATOR')!;
    expect(dry).toMatchObject({
      direction: '(dry)',
      scene_heading: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    });
    expect(got.find((l) => l.dialog === 'You first.')!.scene_heading).toBe(
      'INT. LAMP ROOM - CONTINUOUS',
    );
    expect(got[0].scene_heading).toBe('EXT. CLIFFTOP LIGHTHOUSE - NIGHT');
  });
});

describe('GET scenes/document/{id}/actors', () => {
  it('sorts by line count, the narrator first; a character named NARRATOR is not the narrator', async () => {
    const id = await script();
    const res = await get(t, `scenes/document/${id}/actors`, s.access);
    expect(res.status).toBe(200);
    // narrator 7 lines; MARA 3 and TOBIAS 3 (MARA speaks first); NARRATOR 1.
    expect(res.body.data.actors).toEqual(['narrator', 'MARA', 'TOBIAS', 'NARRATOR']);
  });
});

describe('POST scenes/document/{id}/add', () => {
  it('inserts at the index, shifts the later lines, and answers the created line first', async () => {
    const id = await script();
    const before = await lines(id);
    const res = await post(
      t,
      `scenes/document/${id}/add`,
      [{ actor: 'MARA', scene_index: 3, text: 'Wait for me.' }],
      s.access,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Scene added successfully!');
    expect(res.body.data[0]).toMatchObject({
      scene_index: 3,
      actor: 'MARA',
      dialog: 'Wait for me.',
      kind: 'dialogue',
      scene_heading: 'EXT. CLIFFTOP LIGHTHOUSE - NIGHT',
    });
    const after = await lines(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((l) => l.scene_index)).toEqual(after.map((_l, i) => i));
    expect(after[3]._id).toBe(res.body.data[0]._id);
    expect(after.slice(4).map((l) => l._id)).toEqual(before.slice(3).map((l) => l._id));
  });

  it('appends without an index or past the end; the narrator gets an action line', async () => {
    const id = await script();
    const count = (await lines(id)).length;
    const res = await post(
      t,
      `scenes/document/${id}/add`,
      [
        { actor: 'narrator', text: 'The lamp flickers.' },
        { actor: 'TOBIAS', scene_index: 9999, text: 'Done.' },
      ],
      s.access,
    );
    expect(res.body.data.map((l: Line) => [l.scene_index, l.kind])).toEqual([
      [count, 'action'],
      [count + 1, 'dialogue'],
    ]);
  });

  it('refuses an empty list and a malformed line with 400', async () => {
    const id = await script();
    expect((await post(t, `scenes/document/${id}/add`, [], s.access)).status).toBe(400);
    expect(
      (await post(t, `scenes/document/${id}/add`, [{ scene_index: -1, actor: 'A' }], s.access))
        .status,
    ).toBe(400);
  });
});

describe('PUT scenes/{sceneId}/update-text', () => {
  it('sets the dialog from the URL-encoded scene_text', async () => {
    const id = await script();
    const target = (await lines(id))[2];
    const text = 'Every night — thirty years & more? 100% "yes"';
    const res = await updateText(target._id, `scene_text=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Scene updated successfully!');
    expect(res.body.data).toMatchObject({
      _id: target._id,
      dialog: text,
      text,
      actor: target.actor,
      scene_index: 2,
    });
    expect((await lines(id))[2].dialog).toBe(text);
  });

  it('changes the speaker in place, and the kind follows it', async () => {
    const id = await script();
    const action = (await lines(id)).find((l) => l.kind === 'action')!;
    const toMara = await updateText(action._id, 'actor=MARA');
    expect(toMara.body.data).toMatchObject({
      actor: 'MARA',
      kind: 'dialogue',
      dialog: action.dialog,
    });
    const back = await updateText(
      action._id,
      `actor=narrator&direction=${encodeURIComponent('(softly)')}`,
    );
    expect(back.body.data).toMatchObject({
      actor: 'narrator',
      kind: 'action',
      direction: '(softly)',
    });
    expect((await get(t, `scenes/document/${id}/actors`, s.access)).body.data.actors[0]).toBe(
      'narrator',
    );
  });

  it('needs something to update (400); an unknown scene is 404', async () => {
    const id = await script();
    const first = (await lines(id))[0];
    const empty = await updateText(first._id, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(
      'Give scene_text, actor, direction or direction_after to update',
    );
    expect((await updateText('00000000-0000-4000-8000-000000000000', 'scene_text=x')).status).toBe(
      404,
    );
    expect((await updateText('nope', 'scene_text=x')).status).toBe(404);
  });
});

describe('POST scenes/document/{id} (save all)', () => {
  it('replaces the list in one go: order, deletions, new lines and renumbering', async () => {
    const id = await script();
    const before = await lines(id);
    const [first, second, third, ...rest] = before;
    const body = {
      scenes: [
        { ...second, scene_index: 0, metadata: { actor: second.actor, dialog: second.dialog } },
        { ...first, scene_index: 1, metadata: { actor: first.actor, dialog: first.dialog } },
        // third is deleted; a new line and a speaker change arrive with the rest
        { scene_index: 2, metadata: { actor: 'TOBIAS', dialog: 'Who goes there?' } },
        ...rest.map((l, i) => ({
          _id: l._id,
          scene_index: 3 + i,
          metadata: { actor: i === 0 ? 'TOBIAS' : l.actor, dialog: l.dialog },
        })),
      ],
    };
    const res = await post(t, `scenes/document/${id}`, body, s.access);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Changes saved successfully!');
    const after = await lines(id);
    expect(res.body.data.scenes).toEqual(after);
    expect(after).toHaveLength(before.length);
    expect(after.map((l) => l.scene_index)).toEqual(after.map((_l, i) => i));
    expect(after[0]._id).toBe(second._id);
    expect(after[1]._id).toBe(first._id);
    expect(after[2]).toMatchObject({
      actor: 'TOBIAS',
      dialog: 'Who goes there?',
      kind: 'dialogue',
    });
    expect(after.map((l) => l._id)).not.toContain(third._id);
    expect(after[3]).toMatchObject({ _id: rest[0]._id, actor: 'TOBIAS' });
    // The first line is now action before any heading, so it has none; the heading moved to 1.
    expect(after[0].scene_heading).toBeNull();
    expect(after[1].scene_heading).toBe(first.dialog);
  });

  it('an empty list removes every line; ids of other documents are not taken over', async () => {
    const id = await script();
    const other = await script();
    const foreign = (await lines(other))[0];
    const res = await post(
      t,
      `scenes/document/${id}`,
      { scenes: [{ _id: foreign._id, actor: 'X', dialog: 'y' }] },
      s.access,
    );
    expect(res.status).toBe(200);
    const after = await lines(id);
    expect(after).toHaveLength(1);
    expect(after[0]._id).not.toBe(foreign._id);
    expect((await lines(other))[0]).toEqual(foreign);
    expect((await post(t, `scenes/document/${id}`, { scenes: [] }, s.access)).status).toBe(200);
    expect(await lines(id)).toEqual([]);
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold, naming the field (400)', async () => {
    const id = await script();
    const first = (await lines(id))[0];
    const saved = await post(
      t,
      `scenes/document/${id}`,
      { scenes: [{ _id: first._id, actor: 'AB', dialog: 'x\u0000y' }] },
      s.access,
    );
    expect(saved.status).toBe(400);
    expect(saved.body.data.field).toBe('body.scenes.0.dialog');
    const updated = await updateText(first._id, 'scene_text=p%00q&actor=CD');
    expect(updated.status).toBe(400);
    expect(updated.body.data.field).toBe('querystring.scene_text');
    expect((await lines(id))[0]).toMatchObject({ actor: first.actor, dialog: first.dialog });
  });

  it('refuses a body that is not a list of lines (400)', async () => {
    const id = await script();
    const res = await post(t, `scenes/document/${id}`, { scenes: [{ actor: 5 }] }, s.access);
    expect(res.status).toBe(400);
  });
});

describe('while the parser reads the script', () => {
  it('edits are refused with 409 so they are not overwritten', async () => {
    // A parse that hangs until its time limit keeps the document processing long enough to try.
    const slow = await startApp(RELAXED_LIMITS, { parse: { timeoutMs: 4000, testHook: 'hang' } });
    try {
      const w = await signedInUser(slow);
      const id = await uploadScript(slow, w, Buffer.from(renderFdx()), FDX, 'k.fdx');
      const processing = post(slow, `documents/${id}/process`, undefined, w.access);
      await waitFor(
        async () =>
          (await get(slow, `documents/${id}/status`, w.access)).body.data.status === 'processing',
        'the document to be processing',
      );
      const res = await post(
        slow,
        `scenes/document/${id}/add`,
        [{ actor: 'A', text: 'b' }],
        w.access,
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This document is still being processed. Please wait.');
      expect((await post(slow, `scenes/document/${id}`, { scenes: [] }, w.access)).status).toBe(
        409,
      );
      expect((await processing).body.message).toBe('processing timed out');
    } finally {
      await slow.close();
    }
  });
});

describe("check 1: another user's document and lines are 404", () => {
  it('on every scenes call, and nothing changes', async () => {
    const id = await script();
    const before = await lines(id);
    const mallory = await signedInUser(t);
    const calls = [
      send(t, 'GET', `scenes/document/${id}`, mallory.access),
      send(t, 'POST', `scenes/document/${id}`, mallory.access, { scenes: [] }),
      send(t, 'POST', `scenes/document/${id}/add`, mallory.access, [{ actor: 'X', text: 'y' }]),
      send(t, 'GET', `scenes/document/${id}/actors`, mallory.access),
      updateText(before[0]._id, 'scene_text=pwned', mallory),
    ];
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(await lines(id)).toEqual(before);
  });
});
