import { buyPagesCheckout, submitCard, transactions } from '../billing/helpers/billing';
import type { TestApp } from './app';
import { get, type Session } from './accounts';
import { audioUrls, castSuggested, generate, generationEnd } from '../audio/helpers';
import { processedScript, send } from '../documents/helpers';
import { renderFdx } from '../parsing/helpers/render';
import { uploadAvatar } from './avatar';
import type { RouteCall } from './protected-routes';

/**
 * Resources that belong to one user (security check 1). Each case lets the owner create a
 * resource, then lists the calls another user might try on it: every one must answer 404 and
 * leave the resource as it was. Later issues (documents, scenes, audio, transactions) add cases.
 */
export type OwnedResource = {
  name: string;
  create(t: TestApp, owner: Session): Promise<{ key: string }>;
  /** Calls another user makes against the owner's resource. */
  attempts(resource: { key: string }): RouteCall[];
  /** Proves the owner's resource is unchanged after the attempts. */
  intact(t: TestApp, owner: Session, resource: { key: string }): Promise<boolean>;
};

const avatarShown = async (t: TestApp, owner: Session) =>
  (await get(t, 'users/me', owner.access)).body.data.profile_picture_url as string | null;

export const OWNED_RESOURCES: OwnedResource[] = [
  {
    name: 'profile picture (upload key)',
    async create(t, owner) {
      const { key } = await uploadAvatar(t, owner);
      return { key };
    },
    attempts: ({ key }) => [
      // Claiming the owner's uploaded object as one's own picture.
      {
        method: 'POST',
        path: '/api/v1/users/confirm-upload-profile-picture',
        body: { profile_picture_url: key },
      },
    ],
    intact: async (t, owner) => (await avatarShown(t, owner)) !== null,
  },
  {
    name: 'checkout session, unpaid (payment success call)',
    async create(t, owner) {
      const { session_id } = await buyPagesCheckout(t, owner, 10);
      return { key: session_id };
    },
    attempts: ({ key }) => [{ method: 'GET', path: `/api/v1/payment/session/${key}` }],
    intact: async (t, owner, { key }) => {
      const res = await get(t, `payment/session/${key}`, owner.access);
      return res.body.data.status === 'open' && res.body.data.fulfilled === false;
    },
  },
  {
    name: 'transaction (its checkout session)',
    async create(t, owner) {
      const { url, session_id } = await buyPagesCheckout(t, owner, 5);
      await submitCard(t, url);
      return { key: session_id };
    },
    attempts: ({ key }) => [{ method: 'GET', path: `/api/v1/payment/session/${key}` }],
    intact: async (t, owner, { key }) =>
      (await transactions(t, owner)).some((x) => x.session_id === key),
  },
  {
    name: 'script document and its lines (documents/*, scenes/document/*)',
    async create(t, owner) {
      return {
        key: await processedScript(t, owner, Buffer.from(renderFdx()), 'application/octet-stream'),
      };
    },
    attempts: ({ key }) => [
      { method: 'POST', path: `/api/v1/documents/${key}/confirm` },
      { method: 'POST', path: `/api/v1/documents/${key}/process` },
      { method: 'GET', path: `/api/v1/documents/${key}/status` },
      { method: 'GET', path: `/api/v1/documents/${key}/events` },
      { method: 'GET', path: `/api/v1/documents/${key}/completed/steps` },
      { method: 'DELETE', path: `/api/v1/documents/${key}` },
      { method: 'PATCH', path: `/api/v1/documents/${key}`, body: { title: 'Taken' } },
      { method: 'POST', path: `/api/v1/documents/${key}/carry-over`, body: {} },
      { method: 'GET', path: `/api/v1/scenes/document/${key}` },
      { method: 'POST', path: `/api/v1/scenes/document/${key}`, body: { scenes: [] } },
      {
        method: 'POST',
        path: `/api/v1/scenes/document/${key}/add`,
        body: [{ actor: 'X', text: 'y' }],
      },
      { method: 'GET', path: `/api/v1/scenes/document/${key}/actors` },
    ],
    intact: async (t, owner, { key }) => {
      const status = await send(t, 'GET', `documents/${key}/status`, owner.access);
      const lines = await send(t, 'GET', `scenes/document/${key}`, owner.access);
      const doc = await send(t, 'GET', `documents/${key}`, owner.access);
      return (
        status.body.data?.status === 'completed' &&
        lines.body.data?.scenes.length > 5 &&
        doc.body.data?.title !== 'Taken'
      );
    },
  },
  {
    name: 'script line (scenes/{sceneId}/update-text)',
    async create(t, owner) {
      const id = await processedScript(
        t,
        owner,
        Buffer.from(renderFdx()),
        'application/octet-stream',
      );
      const lines = await send(t, 'GET', `scenes/document/${id}`, owner.access);
      return { key: `${id}/${lines.body.data.scenes[0]._id}` };
    },
    attempts: ({ key }) => [
      {
        method: 'PUT',
        path: `/api/v1/scenes/${key.split('/')[1]}/update-text?scene_text=taken&actor=MALLORY`,
      },
    ],
    intact: async (t, owner, { key }) => {
      const [id, lineId] = key.split('/');
      const lines = await send(t, 'GET', `scenes/document/${id}`, owner.access);
      const line = lines.body.data.scenes.find((l: { _id: string }) => l._id === lineId);
      return line?.dialog !== 'taken' && line?.actor !== 'MALLORY';
    },
  },
  {
    name: 'voice assignments and audio (voice-assignments, *-audio, audio-*)',
    async create(t, owner) {
      const id = await processedScript(
        t,
        owner,
        Buffer.from(renderFdx()),
        'application/octet-stream',
      );
      await castSuggested(t, owner, id);
      await generate(t, owner, id);
      await generationEnd(t, owner, id);
      const [line] = await audioUrls(t, owner, id);
      return { key: `${id}/${line.scene_id}` };
    },
    attempts: ({ key }) => {
      const [id, lineId] = key.split('/');
      const doc = `/api/v1/scenes/document/${id}`;
      return [
        { method: 'GET', path: `${doc}/voice-assignments` },
        {
          method: 'POST',
          path: `${doc}/voice-assignments`,
          // Unassigning the owner's character would leave it pending.
          body: { assignments: [{ actor: 'MARA', voice_id: '' }] },
        },
        { method: 'POST', path: `${doc}/generate-audio` },
        { method: 'GET', path: `${doc}/audio-status` },
        { method: 'GET', path: `${doc}/audio-urls` },
        { method: 'GET', path: `/api/v1/scenes/${id}/generate-audio/${lineId}/2` },
        { method: 'POST', path: `${doc}/download-audio` },
        { method: 'POST', path: `/api/v1/documents/${id}/download-stems` },
      ];
    },
    intact: async (t, owner, { key }) => {
      const [id] = key.split('/');
      const cast = await send(t, 'GET', `scenes/document/${id}/voice-assignments`, owner.access);
      const status = await send(t, 'GET', `scenes/document/${id}/audio-status`, owner.access);
      return (
        cast.body.data.assignments.MARA !== '' && status.body.data.overall_status === 'completed'
      );
    },
  },
  {
    name: 'share link and notes (documents/{id}/share, documents/{id}/notes, notes/{noteId})',
    async create(t, owner) {
      const id = await processedScript(
        t,
        owner,
        Buffer.from(renderFdx()),
        'application/octet-stream',
      );
      const lines = await send(t, 'GET', `scenes/document/${id}`, owner.access);
      const lineId = lines.body.data.scenes[0]._id;
      const link = await send(t, 'POST', `documents/${id}/share`, owner.access, {});
      const note = await send(t, 'POST', `documents/${id}/notes`, owner.access, {
        scene_id: lineId,
        text: 'Keep this.',
      });
      return { key: `${id}/${note.body.data._id}/${link.body.data.token}/${lineId}` };
    },
    attempts: ({ key }) => {
      const [id, noteId, , lineId] = key.split('/');
      const doc = `/api/v1/documents/${id}`;
      return [
        { method: 'GET', path: `${doc}/share` },
        { method: 'POST', path: `${doc}/share`, body: { allow_download: true } },
        { method: 'DELETE', path: `${doc}/share` },
        { method: 'GET', path: `${doc}/notes` },
        { method: 'POST', path: `${doc}/notes`, body: { scene_id: lineId, text: 'Mine now.' } },
        { method: 'PATCH', path: `/api/v1/notes/${noteId}`, body: { text: 'Taken.' } },
        { method: 'DELETE', path: `/api/v1/notes/${noteId}` },
      ];
    },
    intact: async (t, owner, { key }) => {
      const [id, noteId, token] = key.split('/');
      const link = await send(t, 'GET', `documents/${id}/share`, owner.access);
      const notes = await send(t, 'GET', `documents/${id}/notes`, owner.access);
      const shared = await send(t, 'GET', `shared/${token}`);
      return (
        link.body.data.share?.token === token &&
        link.body.data.share.allow_download === false &&
        shared.status === 200 &&
        notes.body.data.notes.length === 1 &&
        notes.body.data.notes[0]._id === noteId &&
        notes.body.data.notes[0].text === 'Keep this.'
      );
    },
  },
];
