import type { TestApp } from './app';
import { post, type Session } from './accounts';
import { putToSigned } from './signed-urls';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that sniff as PNG, padded to `size`. */
export const pngOf = (size = 64) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - 8, 7)]);

export async function presign(
  t: TestApp,
  s: Session,
  size: number,
  type = 'image/png',
  name = 'me.png',
) {
  return post(
    t,
    'users/presigned-upload-profile-picture',
    { file_name: name, file_size: size, file_type: type },
    s.access,
  );
}

/** PUT to a signed URL as the browser would: no session, just the URL and the content type. */
export const putSigned = (t: TestApp, url: string, body: Buffer, type = 'image/png') =>
  putToSigned(t, url, body, type);

/** Presign, upload and confirm: the avatar flow. Returns the confirm answer. */
export async function uploadAvatar(t: TestApp, s: Session, bytes = pngOf(), type = 'image/png') {
  const signed = await presign(t, s, bytes.length, type);
  if (signed.status !== 200) throw new Error(`presign: ${JSON.stringify(signed.body)}`);
  const put = await putSigned(t, signed.body.data.url, bytes, type);
  if (put.status !== 200) throw new Error(`put: ${JSON.stringify(put.body)}`);
  const key: string = signed.body.data.key;
  const confirmed = await post(
    t,
    'users/confirm-upload-profile-picture',
    { profile_picture_url: key },
    s.access,
  );
  return { key, confirmed };
}
