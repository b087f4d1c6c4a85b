import { randomUUID } from 'node:crypto';

import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { FilesDal } from '../files/files-dal';
import { ServiceError } from '../service-error';
import type { UsersDal } from './users-dal';
import { sniffImage } from './image-sniff';

/**
 * Profile pictures: a signed upload URL bound to size and type, then a confirm step that claims
 * the upload into a fresh key no URL was signed for and sniffs the bytes there, so the picture
 * shown is the one that passed; the URL is spent (security checks 34, 35, 38, 41). Keys are
 * generated and carry the owner's id, so a key from another account is recognised as not yours
 * without any lookup.
 */
export const UPLOAD_URL_TTL_S = 600;

export type AvatarDeps = {
  database: Pick<Database, 'db'>;
  users: Pick<UsersDal, 'update'>;
  files: Pick<FilesDal, 'create' | 'removeByStorageKey'>;
  storage: StoragePort;
  now: () => number;
};

/** The upload URL's key (what the client names at confirm) and the picture's own key. */
const uploadPrefix = (userId: string) => `uploads/avatars/${userId}/`;
const pictureKey = (userId: string) => `avatars/${userId}/${randomUUID()}`;
const USED = 'This upload link has already been used. Please upload the picture again.';

export function createAvatarService(deps: AvatarDeps) {
  const { storage } = deps;

  /** Claims and checks the upload; the picture's key, or its deletion and the reason. */
  async function confirm(user: UserRow, upload: string): Promise<string> {
    const prefix = uploadPrefix(user.id);
    if (!upload.startsWith(prefix) || !/^[0-9a-f-]{36}$/.test(upload.slice(prefix.length))) {
      throw new ServiceError('not_found', 'Upload not found.');
    }
    const key = pictureKey(user.id);
    const claimed = await storage.claimUpload(upload, key);
    if (claimed === 'missing') throw new ServiceError('not_found', 'Upload not found.');
    if (claimed === 'spent') throw new ServiceError('conflict', USED);
    const stored = await storage.stat(key);
    if (!stored) throw new ServiceError('not_found', 'Upload not found.');
    if (stored.size > AVATAR_MAX_BYTES) {
      await storage.delete(key);
      throw new ServiceError('too_large', 'File size must be less than 5MB');
    }
    const bytes = await storage.read(key);
    const sniffed = sniffImage(bytes);
    if (!sniffed.ok) {
      await storage.delete(key);
      throw new ServiceError(
        'unsupported_media',
        `Please select a valid image file: a profile picture must be a PNG, JPEG, WebP or GIF image, and this file is ${sniffed.found}.`,
        { found: sniffed.found },
      );
    }
    // Serve it as what it really is, whatever type the browser declared.
    if (stored.contentType !== sniffed.mime) await storage.write(key, bytes, sniffed.mime);
    const now = new Date(deps.now());
    await deps.database.db.transaction(async (tx) => {
      await deps.users.update(user.id, { avatarKey: key, updatedAt: now }, tx);
      // The client's file name is never stored: the key is generated and the name is ours.
      await deps.files.create(
        {
          ownerId: user.id,
          storageKey: key,
          originalName: `avatar.${sniffed.ext}`,
          contentType: sniffed.mime,
          size: bytes.length,
          createdAt: now,
        },
        tx,
      );
    });
    return key;
  }

  return {
    async presign(
      user: UserRow,
      input: { file_name: string; file_size: number; file_type: string },
    ) {
      if (input.file_size > AVATAR_MAX_BYTES) {
        throw new ServiceError('too_large', 'File size must be less than 5MB');
      }
      if (!(AVATAR_TYPES as readonly string[]).includes(input.file_type)) {
        throw new ServiceError('unsupported_media', 'Please select a valid image file');
      }
      const key = `${uploadPrefix(user.id)}${randomUUID()}`;
      const signed = await storage.createUploadUrl({
        key,
        contentType: input.file_type,
        maxBytes: AVATAR_MAX_BYTES,
        // S3 binds a presigned PUT to one exact length only: the size the browser announced.
        size: input.file_size,
        expiresIn: UPLOAD_URL_TTL_S,
      });
      // The client's file name plays no part: the key is generated (security check 38).
      return { url: signed.url, key, headers: signed.headers };
    },

    /** `key` = the presign call's key; an empty string removes the picture. */
    async confirm(user: UserRow, key: string): Promise<'set' | 'removed'> {
      const previous = user.avatarKey;
      if (key === '') {
        await deps.users.update(user.id, { avatarKey: null, updatedAt: new Date(deps.now()) });
      } else {
        if (key === previous) return 'set';
        // The spent upload key is left as it is: its marker is what refuses a later PUT.
        await confirm(user, key);
      }
      // Storage calls after the commit; a failed delete only leaves an orphan file behind.
      if (previous) {
        await deps.files.removeByStorageKey(previous);
        await storage.delete(previous).catch(() => undefined);
      }
      return key === '' ? 'removed' : 'set';
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
