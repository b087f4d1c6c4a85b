// @scaled-too: storage (an S3 bucket and its presigned URLs)
import {
  get,
  post,
  RELAXED_LIMITS,
  type Session,
  signedInUser,
  usernameOf,
} from './helpers/accounts';
import { startApp, type TestApp } from './helpers/app';
import { storedFiles } from './helpers/stored-files';
import { userId } from './documents/helpers';
import { pngOf, presign, putSigned, uploadAvatar } from './helpers/avatar';
import {
  expectOversizeRefused,
  fetchSigned,
  liftSizeBound,
  signedUrlPrefix,
} from './helpers/signed-urls';

/** Profile and profile picture: security checks 34, 35, 38, 40. */
const MB5 = 5 * 1024 * 1024;
let clock = Date.now();
let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await startApp(RELAXED_LIMITS, { now: () => clock });
  s = await signedInUser(t);
});
afterAll(() => t.close());
// Some tests move the clock past the access token's life; a refresh keeps the session going.
beforeEach(async () => {
  const res = await post(t, 'auth/refresh-token', undefined, s.refresh);
  s = { ...s, access: res.body.data.access_token, refresh: res.body.data.refresh_token };
});

const ownerOf = (session: Session) => userId(t, session);
const confirm = (key: string, session = s) =>
  post(t, 'users/confirm-upload-profile-picture', { profile_picture_url: key }, session.access);

describe('users/me and users/update-profile', () => {
  it('returns the spec fields and updates name and username', async () => {
    const me = await get(t, 'users/me', s.access);
    expect(me.body.data).toEqual({
      email: s.email,
      full_name: 'Ada Writer',
      username: usernameOf(s.email),
      profile_picture_url: null,
      role: 'user',
    });
    const updated = await post(
      t,
      'users/update-profile',
      { name: 'Ada Lovelace', username: 'ada' },
      s.access,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Personal information updated successfully');
    expect((await get(t, 'users/me', s.access)).body.data).toMatchObject({
      full_name: 'Ada Lovelace',
      username: 'ada',
    });
  });

  it('check 48: a user name another account holds, in any case, gets 409 and changes nothing', async () => {
    const other = await signedInUser(t);
    const before = (await get(t, 'users/me', s.access)).body.data;
    const res = await post(
      t,
      'users/update-profile',
      { name: 'Someone Else', username: usernameOf(other.email).toUpperCase() },
      s.access,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This user name is already taken. Please choose another one.');
    expect((await get(t, 'users/me', s.access)).body.data).toEqual(before);
    // One's own user name in another case is still one's own.
    const own = await post(
      t,
      'users/update-profile',
      { name: 'Other Writer', username: usernameOf(other.email).toUpperCase() },
      other.access,
    );
    expect(own.status).toBe(200);
  });

  it('refuses an empty name with the spec message', async () => {
    const res = await post(t, 'users/update-profile', { name: ' ', username: 'ada' }, s.access);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Full name is required');
  });
});

describe('profile picture', () => {
  it('check 34: a 5 MB avatar is accepted; one byte more gets 413 at presign and at upload', async () => {
    const { confirmed } = await uploadAvatar(t, s, pngOf(MB5));
    expect(confirmed.status).toBe(200);
    expect((await presign(t, s, MB5 + 1)).status).toBe(413);
    expect((await presign(t, s, MB5 + 1)).body.message).toBe('File size must be less than 5MB');
    const signed = await presign(t, s, MB5);
    expectOversizeRefused(t, await putSigned(t, signed.body.data.url, pngOf(MB5 + 1)));
  });

  it.each([
    [
      'SVG',
      Buffer.from(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      /an SVG image/,
    ],
    [
      'HTML',
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      /an HTML document/,
    ],
  ])(
    'check 35: %s uploaded as image/png is refused naming what it is, and deleted',
    async (_n, bytes, found) => {
      const signed = await presign(t, s, bytes.length);
      expect((await putSigned(t, signed.body.data.url, bytes)).status).toBe(200);
      const owner = await ownerOf(s);
      const before = await storedFiles(t, `avatars/${owner}/`);
      const res = await confirm(signed.body.data.key);
      expect([415, 422]).toContain(res.status);
      expect(res.body.message).toMatch(found);
      // Deleted wherever it was: under the upload URL's key or the key confirm moved it to.
      expect(await storedFiles(t, signed.body.data.key)).toEqual([]);
      expect(await storedFiles(t, `avatars/${owner}/`)).toEqual(before);
    },
  );

  it('check 35: an SVG declared as such is refused at presign', async () => {
    const res = await presign(t, s, 100, 'image/svg+xml', 'x.svg');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please select a valid image file');
  });

  it('shows the picture as a signed, expiring URL that serves the bytes as an attachment (check 40)', async () => {
    const bytes = pngOf(200);
    await uploadAvatar(t, s, bytes);
    const url = (await get(t, 'users/me', s.access)).body.data.profile_picture_url as string;
    expect(url.startsWith(signedUrlPrefix(t))).toBe(true);
    const res = await fetchSigned(t, url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    // The app's file route serves user files from the app's own origin: no sniffing there.
    if (t.deps.storage.driver === 'local')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    clock += 2 * 3600 * 1000;
    expect((await fetchSigned(t, url)).status).toBe(403);
  });

  it('check 38: an expired or altered upload URL gets 403', async () => {
    const signed = await presign(t, s, 64);
    const altered = await putSigned(t, liftSizeBound(t, signed.body.data.url), pngOf());
    expect(altered.status).toBe(403);
    clock += 11 * 60 * 1000;
    expect((await putSigned(t, signed.body.data.url, pngOf())).status).toBe(403);
  });

  it("check 38: another user's upload key cannot be claimed (404) and the owner keeps it", async () => {
    const mallory = await signedInUser(t);
    const { key } = await uploadAvatar(t, s);
    const res = await confirm(key, mallory);
    expect(res.status).toBe(404);
    expect((await get(t, 'users/me', s.access)).body.data.profile_picture_url).not.toBeNull();
    expect((await get(t, 'users/me', mallory.access)).body.data.profile_picture_url).toBeNull();
  });

  it('check 38: a hostile file name is stored under a generated key', async () => {
    const hostile = `../../etc/passwd\r\n\u202egnp.exe${'a'.repeat(300)}.png`;
    const signed = await presign(t, s, 64, 'image/png', hostile);
    expect(signed.status).toBe(200);
    expect(signed.body.data.key).toMatch(/^uploads\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(signed.body.data.url).not.toMatch(/passwd|etc/);
    // A NUL is refused in every JSON string (docs/security.md), a file name too.
    const nul = await presign(t, s, 64, 'image/png', `me\u0000.png`);
    expect(nul.status).toBe(400);
    expect(nul.body.data.field).toBe('body.file_name');
  });

  it('removes the picture with an empty string', async () => {
    await uploadAvatar(t, s);
    expect(await storedFiles(t, `avatars/${await ownerOf(s)}/`)).toHaveLength(1);
    const res = await confirm('');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile picture removed successfully');
    expect((await get(t, 'users/me', s.access)).body.data.profile_picture_url).toBeNull();
    expect(await storedFiles(t, `avatars/${await ownerOf(s)}/`)).toEqual([]);
  });
});
