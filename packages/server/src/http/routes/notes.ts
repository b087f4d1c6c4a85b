import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  createNoteBody,
  envelopeSchema,
  listenerNoteBody,
  NOTE_MESSAGES,
  noteData,
  noteReplyBody,
  noteReplyData,
  notesData,
  updateNoteBody,
} from '@castmyscript/api/contract';

import type { NotesService } from '../../services/notes/notes-service';
import { success } from '../envelope';
import type { RequireUser } from '../plugins/auth';
import { tokenParams } from './share';

/**
 * Notes pinned to lines: the writer's calls need a session (another user's document or
 * note is 404); a listener's note needs only a live share link (security check 51).
 */
export type NotesRouteDeps = { requireUser: RequireUser; notes: NotesService };

const tags = ['notes'];
const security = [{ bearerAuth: [] }];
const documentParams = z.object({ id: z.string().max(64) });
const noteParams = z.object({ noteId: z.string().max(64) });

export const notesRoutes =
  (deps: NotesRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const protect = { onRequest: deps.requireUser };

    app.get(
      '/documents/:id/notes',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            "Notes on this draft's lines, earlier drafts' included (placed on the matching line, or outdated), by scene_index.",
          params: documentParams,
          response: { 200: envelopeSchema(notesData) },
        },
      },
      async (request) => success({ notes: await deps.notes.list(request.user, request.params.id) }),
    );

    app.post(
      '/documents/:id/notes',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            'The writer pins a note (1–2000 characters) to a line, optionally at a time in it.',
          params: documentParams,
          body: createNoteBody,
          response: { 201: envelopeSchema(noteData) },
        },
      },
      async (request, reply) => {
        const note = await deps.notes.add(request.user, request.params.id, request.body);
        return reply.code(201).send(success(note, NOTE_MESSAGES.added));
      },
    );

    app.patch(
      '/notes/:noteId',
      {
        ...protect,
        schema: {
          tags,
          security,
          description:
            "Edits a note's text and/or resolves (true) or reopens (false) it; any note on the caller's scripts.",
          params: noteParams,
          body: updateNoteBody,
          response: { 200: envelopeSchema(noteData) },
        },
      },
      async (request) => {
        const { text, resolved } = request.body;
        const note = await deps.notes.update(request.user, request.params.noteId, request.body);
        const message =
          text !== undefined || resolved === undefined
            ? NOTE_MESSAGES.saved
            : resolved
              ? NOTE_MESSAGES.resolved
              : NOTE_MESSAGES.reopened;
        return success(note, message);
      },
    );

    app.post(
      '/notes/:noteId/replies',
      {
        ...protect,
        schema: {
          tags,
          security,
          description: 'The writer replies (1–2000 characters) under a note on their script.',
          params: noteParams,
          body: noteReplyBody,
          response: { 201: envelopeSchema(noteReplyData) },
        },
      },
      async (request, reply) => {
        const added = await deps.notes.reply(
          request.user,
          request.params.noteId,
          request.body.text,
        );
        return reply.code(201).send(success(added, NOTE_MESSAGES.replied));
      },
    );

    app.delete(
      '/notes/:noteId',
      { ...protect, schema: { tags, security, params: noteParams } },
      async (request, reply) => {
        await deps.notes.remove(request.user, request.params.noteId);
        return reply.code(204).send();
      },
    );

    app.post(
      '/shared/:token/notes',
      {
        schema: {
          tags,
          description:
            'A listener pins a note with their name (no session); 30 an hour per link and client.',
          params: tokenParams,
          body: listenerNoteBody,
          response: { 201: envelopeSchema(noteData) },
        },
      },
      async (request, reply) => {
        const note = await deps.notes.addListener(request.params.token, request.body, request.ip);
        return reply.code(201).send(success(note, NOTE_MESSAGES.added));
      },
    );
  };
