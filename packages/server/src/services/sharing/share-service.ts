import {
  type CreateShareBody,
  DOCUMENT_MESSAGES,
  SHARE_MESSAGES,
  type ShareLinkData,
  type SharedDownloadData,
  type SharedReadData,
} from '@castmyscript/api/contract';

import type { Database } from '../../db/database';
import type { DocumentRow, ShareLinkRow, UserRow } from '../../db/schema';
import type { AudioService } from '../audio/audio-service';
import { sha256 } from '../../lib/digest';
import type { DocumentsDal } from '../documents/documents-dal';
import type { ReadService } from '../direct/read-service';
import type { LinesDal } from '../lines/lines-dal';
import { ServiceError } from '../service-error';
import type { UsersDal } from '../users/users-dal';
import { type CachedRead, createReadCache } from './read-cache';
import type { ShareDal } from './share-dal';
import {
  expiryOf,
  feedUrl,
  isLive,
  listenUrl,
  newShareToken,
  SHARE_URL_TTL_S,
  type TokenSeal,
} from './share-fns';

/**
 * Share links: the writer makes, shows again and revokes one live link per script;
 * anyone holding its token hears the read without an account. Every shared call answers 404 once
 * the link is unknown, expired or revoked, and that includes renewing its audio URLs, which are
 * only ever signed by `read` for a live link, for at most SHARE_URL_TTL_S (security check 50).
 */
export type ShareDeps = {
  database: Pick<Database, 'db'>;
  documents: Pick<DocumentsDal, 'findOwned' | 'findById' | 'lock'>;
  users: Pick<UsersDal, 'findById'>;
  lines: Pick<LinesDal, 'list'>;
  shares: ShareDal;
  audio: Pick<AudioService, 'urls' | 'download'>;
  reading: Pick<ReadService, 'runtime'>;
  seal: TokenSeal;
  publicUrl: string;
  now: () => number;
  /** What a shared read is made of (read-version.ts): equal versions, equal answers. */
  readVersion: (link: ShareLinkRow, doc: DocumentRow) => Promise<string>;
};

/** A shared read's answer is served again for a minute: its URLs keep 14 of their 15 minutes. */
const READ_FRESH_MS = 60_000;
const READS_KEPT = 500;

export type LiveShare = { link: ShareLinkRow; doc: DocumentRow; owner: UserRow };

/**
 * Seconds a URL signed for a shared read lives: SHARE_URL_TTL_S at most and never past the link.
 * Signed URLs cannot be called back, so this bounds how long one outlives a revoke.
 */
export const urlTtlS = (link: ShareLinkRow, nowMs: number): number =>
  Math.max(1, Math.min(SHARE_URL_TTL_S, Math.floor((link.expiresAt.getTime() - nowMs) / 1000)));

export function createShareService(deps: ShareDeps) {
  const { shares, seal } = deps;
  const reads = createReadCache<SharedReadData>({
    freshMs: READ_FRESH_MS,
    maxEntries: READS_KEPT,
    now: deps.now,
  });
  // A crew opening the link at once waits for one answer, not one each.
  const making = new Map<string, Promise<CachedRead<SharedReadData>>>();

  async function owned(user: UserRow, documentId: string): Promise<DocumentRow> {
    const doc = await deps.documents.findOwned(user.id, documentId);
    if (!doc) throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
    return doc;
  }

  const dataOf = (link: ShareLinkRow, token: string): ShareLinkData => ({
    url: listenUrl(deps.publicUrl, token),
    feed_url: feedUrl(deps.publicUrl, token),
    token,
    expires_at: link.expiresAt.toISOString(),
    allow_download: link.allowDownload,
    created_at: link.createdAt.toISOString(),
  });

  /** The link as the writer sees it, when it is live and its token still unseals. */
  function shown(link: ShareLinkRow | undefined): ShareLinkData | undefined {
    if (!link || !isLive(link, deps.now())) return undefined;
    const token = seal.unseal(link.tokenSealed);
    return token === undefined ? undefined : dataOf(link, token);
  }

  const notValid = () => new ServiceError('not_found', SHARE_MESSAGES.notValid);

  /** The live link a token opens, with its document and the document's owner; 404 otherwise. */
  async function resolve(token: string): Promise<LiveShare> {
    const link = await shares.findByHash(sha256(token));
    if (!link || !isLive(link, deps.now())) throw notValid();
    const doc = await deps.documents.findById(link.documentId);
    const owner = doc && (await deps.users.findById(doc.userId));
    if (!doc || !owner) throw notValid();
    return { link, doc, owner };
  }

  async function makeRead(
    { link, doc, owner }: LiveShare,
    version: string,
  ): Promise<CachedRead<SharedReadData>> {
    const now = deps.now();
    const ttlS = urlTtlS(link, now);
    const lines = await deps.audio.urls(owner, doc.id, ttlS);
    // The navigator needs each line's kind, which the audio list does not carry.
    const kinds = new Map((await deps.lines.list(doc.id)).map((s) => [s.id, s.kind]));
    const runtime = await deps.reading.runtime(owner, doc.id);
    const body: SharedReadData = {
      title: doc.title,
      lines: lines.map((l) => ({
        _id: l.scene_id,
        scene_index: l.scene_index,
        actor: l.actor,
        dialog: l.dialog,
        kind: kinds.get(l.scene_id) ?? 'dialogue',
        audio_url: l.audio_url,
        duration_s: l.duration_s ?? null,
        pause_after_ms: l.pause_after_ms ?? 0,
      })),
      allow_download: link.allowDownload,
      expires_at: link.expiresAt.toISOString(),
      urls_expire_at: new Date(now + ttlS * 1000).toISOString(),
      runtime,
    };
    const etag = `"shared-${sha256(`${version} ${now}`).slice(0, 24)}"`;
    const entry = { version, madeAt: now, etag, body };
    reads.set(link.id, entry);
    return entry;
  }

  return {
    resolve,

    async state(user: UserRow, documentId: string): Promise<ShareLinkData | null> {
      await owned(user, documentId);
      return shown(await shares.current(documentId)) ?? null;
    },

    /**
     * Makes the script's link, or returns the live one (same token) with the options given
     * applied. An expired link, or one whose token no longer unseals, is revoked and replaced.
     */
    async share(user: UserRow, documentId: string, body: CreateShareBody): Promise<ShareLinkData> {
      await owned(user, documentId);
      return deps.database.db.transaction(async (tx) => {
        // The document's row lock makes two first POSTs at once share one link.
        if (!(await deps.documents.lock(documentId, tx)))
          throw new ServiceError('not_found', DOCUMENT_MESSAGES.notFound);
        const now = deps.now();
        const current = await shares.current(documentId, tx);
        const live = shown(current);
        if (current && live) {
          const changes = {
            ...(body.allow_download !== undefined && { allowDownload: body.allow_download }),
            ...(body.expires_in_days !== undefined && {
              expiresAt: expiryOf(now, body.expires_in_days),
            }),
          };
          if (Object.keys(changes).length === 0) return live;
          return dataOf(await shares.update(current.id, changes, tx), live.token);
        }
        if (current) await shares.revoke(documentId, new Date(now), tx);
        const token = newShareToken();
        const link = await shares.insert(
          {
            documentId,
            tokenHash: sha256(token),
            tokenSealed: seal.seal(token),
            allowDownload: body.allow_download ?? false,
            expiresAt: expiryOf(now, body.expires_in_days),
            createdAt: new Date(now),
          },
          tx,
        );
        return dataOf(link, token);
      });
    },

    /** Revokes at once; the token answers 404 from now on. Nothing to revoke is not an error. */
    async revoke(user: UserRow, documentId: string): Promise<void> {
      await owned(user, documentId);
      await shares.revoke(documentId, new Date(deps.now()));
    },

    /**
     * What the listen page plays; fetching it again is how its audio URLs are renewed. The answer
     * comes with an ETag: the same answer is served again while the read is unchanged and fresh.
     */
    async read(token: string): Promise<CachedRead<SharedReadData>> {
      const live = await resolve(token);
      const version = await deps.readVersion(live.link, live.doc);
      const key = live.link.id;
      const kept = reads.get(key, version);
      if (kept) return kept;
      const flight = `${key} ${version}`;
      let made = making.get(flight);
      if (!made) {
        made = makeRead(live, version).finally(() => making.delete(flight));
        making.set(flight, made);
      }
      return made;
    },

    /** The combined MP3, when the link allows it and the writer's plan does (one answer for both). */
    async download(token: string): Promise<SharedDownloadData> {
      const { link, doc, owner } = await resolve(token);
      if (!link.allowDownload) throw new ServiceError('forbidden', SHARE_MESSAGES.noDownload);
      try {
        // Signed like the line URLs: a revoked link's download dies with them.
        return await deps.audio.download(owner, doc.id, 'mp3', urlTtlS(link, deps.now()));
      } catch (err) {
        // The listener is not told about the writer's plan.
        if (err instanceof ServiceError && err.kind === 'forbidden')
          throw new ServiceError('forbidden', SHARE_MESSAGES.noDownload);
        throw err;
      }
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
