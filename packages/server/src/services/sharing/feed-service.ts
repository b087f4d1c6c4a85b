import { SHARE_MESSAGES } from '@castmyscript/api/contract';

import type { StoragePort } from '../../adapters/storage/storage-port';
import type { DocumentRow, UserRow } from '../../db/schema';
import { readMp3 } from '../../lib/audio/mp3-frames';
import type { AudioService } from '../audio/audio-service';
import { ServiceError } from '../service-error';
import type { ShareDal } from './share-dal';
import { feedUrl, listenUrl } from './share-fns';
import { type ShareService, urlTtlS } from './share-service';
import { type Feed, type FeedItem, feedXml } from './feed-xml';

/**
 * The private podcast feed of a share link. It lists every draft of the script whose
 * own link is live (the link's draft among them), newest first, each with its combined MP3. The
 * enclosure addresses stay the same for podcast apps and redirect to a URL signed for as long as
 * a shared read's (share-service `urlTtlS`); a revoked or expired link makes the feed and every
 * enclosure 404, so nothing is signed for it again. A draft listed in no feed (not shared, or
 * not fully voiced) is 404 too, whatever its id.
 */
export type FeedDeps = {
  shares: Pick<ShareService, 'resolve'>;
  shareDal: Pick<ShareDal, 'liveDraftsOfScript'>;
  audio: Pick<AudioService, 'combinedFile' | 'sign'>;
  storage: Pick<StoragePort, 'stat' | 'read'>;
  publicUrl: string;
  now: () => number;
};

/** Combined files are named by what they hold, so their length in time never changes. */
const DURATIONS_KEPT = 500;

export function createFeedService(deps: FeedDeps) {
  const durations = new Map<string, number>();

  async function durationOf(storageKey: string): Promise<number> {
    const known = durations.get(storageKey);
    if (known !== undefined) return known;
    const { durationMs } = readMp3(new Uint8Array(await deps.storage.read(storageKey)));
    if (durations.size >= DURATIONS_KEPT) durations.delete(durations.keys().next().value!);
    durations.set(storageKey, durationMs);
    return durationMs;
  }

  /** The link's live share, and the drafts its feed lists (one owner's, live links only). */
  async function drafts(token: string) {
    const live = await deps.shares.resolve(token);
    const scriptId = live.doc.scriptId ?? live.doc.id;
    const listed = await deps.shareDal.liveDraftsOfScript(scriptId, new Date(deps.now()));
    return { live, drafts: listed.filter((d) => d.userId === live.doc.userId) };
  }

  /** The draft's combined MP3, or undefined while some line of it is not made. */
  async function combined(live: { owner: UserRow }, d: DocumentRow) {
    try {
      return await deps.audio.combinedFile(live.owner, d.id, 'mp3');
    } catch (err) {
      if (err instanceof ServiceError && err.kind === 'conflict') return undefined;
      throw err;
    }
  }

  // Beside the feed, so both name the API the same way.
  const enclosureUrl = (token: string, documentId: string) =>
    feedUrl(deps.publicUrl, token).replace(/feed\.xml$/, `audio/${documentId}.mp3`);

  return {
    async feed(token: string): Promise<string> {
      const { live, drafts: listed } = await drafts(token);
      const items: FeedItem[] = [];
      for (const d of listed) {
        const storageKey = await combined(live, d);
        const stored = storageKey && (await deps.storage.stat(storageKey));
        if (!storageKey || !stored) continue;
        items.push({
          guid: `${d.id}:${storageKey.slice(storageKey.lastIndexOf('-') + 1)}`,
          title: `${d.title} — draft ${d.draftNumber}`,
          url: enclosureUrl(token, d.id),
          length: stored.size,
          durationMs: await durationOf(storageKey),
          publishedAt: d.completedAt ?? d.createdAt,
        });
      }
      const feed: Feed = {
        title: live.doc.title,
        link: listenUrl(deps.publicUrl, token),
        description: `A table read of “${live.doc.title}”, shared privately.`,
        builtAt: new Date(deps.now()),
        items,
      };
      return feedXml(feed);
    },

    /** A freshly signed URL of the draft's combined MP3, when the feed lists it; 404 otherwise. */
    async enclosure(token: string, documentId: string): Promise<string> {
      const { live, drafts: listed } = await drafts(token);
      const d = listed.find((draft) => draft.id === documentId);
      const storageKey = d && (await combined(live, d));
      if (!d || !storageKey) throw new ServiceError('not_found', SHARE_MESSAGES.notValid);
      const ttlS = urlTtlS(live.link, deps.now());
      return deps.audio.sign(storageKey, `${d.title}-draft-${d.draftNumber}.mp3`, ttlS);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
