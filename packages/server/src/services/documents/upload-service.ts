import { randomUUID } from 'node:crypto';

import {
  DOCUMENT_MESSAGES,
  type DocumentSummary,
  type PresignedUploadBody,
  type PresignedUploadData,
  SCRIPT_MAX_BYTES,
} from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { UserRow } from '../../db/schema';
import { documentUploaded } from '../activities/activity-entries';
import type { ActivityLog } from '../activities/activity-log';
import { FAILURE_MESSAGES } from '../../parsing/errors';
import { ServiceError } from '../service-error';
import { DocumentError } from './document-errors';
import type { DocumentsDal } from './documents-dal';
import { scriptFileKey, scriptUploadKey, titleOf, toSummary, uploadTypeFor } from './documents-fns';
import { sniffScript } from './script-sniff';

/**
 * Script uploads, the avatar pattern (users/avatar-service): a signed upload URL bound to a
 * generated key, a type and 10 MiB; then confirm, which claims the upload into a fresh key no URL
 * was signed for and sniffs the bytes there, so what passed is what is processed; the URL is spent
 * (security check 34-36, 38, 41). The document row exists from the signing on, but only counts
 * once confirmed.
 */
export const UPLOAD_URL_TTL_S = 600;

export type UploadDeps = {
  documents: Pick<DocumentsDal, 'create' | 'findOwned' | 'confirmOnce' | 'nextDraftNumber'>;
  storage: StoragePort;
  /** Makes a user's file name safe to keep and show (the storage adapter's rule). */
  sanitizeName: (name: string, fallback: string) => string;
  now: () => number;
  /** The Dashboard Overview's log: a confirmed upload is recorded. */
  activities?: Pick<ActivityLog, 'record'>;
};

export function createUploadService(deps: UploadDeps) {
  const { storage } = deps;

  async function refuse(key: string, error: Error): Promise<never> {
    // A refused file is not kept: nothing else may read it later.
    await storage.delete(key);
    throw error;
  }

  /**
   * Where the upload goes among its script's drafts: a first draft starts its own script; the
   * next draft of one of the user's documents keeps its title and takes the next number.
   */
  async function draftPlace(user: UserRow, id: string, draftOf: string | undefined) {
    if (draftOf === undefined) return { place: { scriptId: id, draftNumber: 1 } };
    const previous = await deps.documents.findOwned(user.id, draftOf);
    if (!previous) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    const scriptId = previous.scriptId ?? previous.id;
    return {
      title: previous.title,
      place: {
        // A script the writer named keeps that name through its drafts' title pages.
        titleEdited: previous.titleEdited,
        scriptId,
        draftOf: previous.id,
        draftNumber: await deps.documents.nextDraftNumber(scriptId),
        // The writer's direction of the read goes on with the script, like its casting.
        readSettings: previous.readSettings,
      },
    };
  }

  /** The answer when the upload was claimed by an earlier confirm. */
  async function confirmedBefore(user: UserRow, documentId: string): Promise<DocumentSummary> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    if (doc.confirmedAt) return toSummary(doc);
    throw new ServiceError('conflict', DOCUMENT_MESSAGES.uploadUsed);
  }

  /** The sniffed format of the claimed file, or its deletion and the reason. */
  async function check(key: string, size: number) {
    if (size > SCRIPT_MAX_BYTES) {
      return refuse(key, new ServiceError('too_large', DOCUMENT_MESSAGES.tooLarge));
    }
    if (size === 0) return refuse(key, new ServiceError('invalid', DOCUMENT_MESSAGES.emptyFile));
    const sniffed = await sniffScript(
      (start, length) => storage.readRange(key, start, length),
      size,
    );
    if (!sniffed.ok && sniffed.reason === 'not_a_script') {
      return refuse(
        key,
        new ServiceError(
          'unsupported_media',
          `${DOCUMENT_MESSAGES.unsupportedType} This file is ${sniffed.found}.`,
          { found: sniffed.found },
        ),
      );
    }
    if (!sniffed.ok) {
      return refuse(key, new DocumentError('unprocessable', FAILURE_MESSAGES.too_large));
    }
    return sniffed.format;
  }

  return {
    async presign(user: UserRow, input: PresignedUploadBody): Promise<PresignedUploadData> {
      if (input.file_size === 0) throw new ServiceError('invalid', DOCUMENT_MESSAGES.emptyFile);
      if (input.file_size > SCRIPT_MAX_BYTES) {
        throw new ServiceError('too_large', DOCUMENT_MESSAGES.tooLarge, {
          max_bytes: SCRIPT_MAX_BYTES,
        });
      }
      const contentType = uploadTypeFor(input.file_name, input.file_type);
      if (!contentType) {
        throw new ServiceError('unsupported_media', DOCUMENT_MESSAGES.unsupportedType);
      }
      const id = randomUUID();
      const fileName = deps.sanitizeName(input.file_name, 'script');
      const key = scriptUploadKey(user.id, id);
      const draft = await draftPlace(user, id, input.draft_of);
      await deps.documents.create({
        id,
        userId: user.id,
        title: draft.title ?? titleOf(fileName),
        ...draft.place,
        fileName,
        declaredType: contentType,
        storageKey: key,
        status: 'uploaded',
        createdAt: new Date(deps.now()),
        updatedAt: new Date(deps.now()),
      });
      const signed = await storage.createUploadUrl({
        key,
        contentType,
        maxBytes: SCRIPT_MAX_BYTES,
        // S3 binds a presigned PUT to one exact length only: the size the browser announced.
        size: input.file_size,
        expiresIn: UPLOAD_URL_TTL_S,
      });
      return {
        url: signed.url,
        document_id: id,
        method: 'PUT',
        headers: signed.headers,
        expires_at: signed.expiresAt.toISOString(),
        max_bytes: SCRIPT_MAX_BYTES,
      };
    },

    /**
     * Claims the upload into a fresh key and sniffs it there; a second confirm changes nothing.
     * Whatever confirm refuses is deleted, and the upload URL is spent either way.
     */
    async confirm(user: UserRow, documentId: string): Promise<DocumentSummary> {
      const doc = await deps.documents.findOwned(user.id, documentId);
      if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
      if (doc.confirmedAt) return toSummary(doc);
      const key = scriptFileKey(user.id, doc.id, randomUUID());
      const claimed = await storage.claimUpload(doc.storageKey, key);
      if (claimed === 'missing') throw new ServiceError('conflict', DOCUMENT_MESSAGES.notUploaded);
      if (claimed === 'spent') return confirmedBefore(user, doc.id);
      const stored = await storage.stat(key);
      if (!stored) throw new ServiceError('conflict', DOCUMENT_MESSAGES.notUploaded);
      const format = await check(key, stored.size);
      const now = new Date(deps.now());
      const row = await deps.documents.confirmOnce(doc.id, {
        storageKey: key,
        size: stored.size,
        format,
        confirmedAt: now,
        updatedAt: now,
      });
      if (!row) {
        // Another confirm of the same upload recorded its own copy first.
        await storage.delete(key);
        return confirmedBefore(user, doc.id);
      }
      await deps.activities?.record(row.userId, documentUploaded(row));
      return toSummary(row);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
