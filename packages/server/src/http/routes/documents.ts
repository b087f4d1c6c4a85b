import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  completedStepsData,
  confirmDocumentData,
  deleteDocumentData,
  documentChangesData,
  documentData,
  documentQuoteData,
  DOCUMENT_MESSAGES,
  documentsListData,
  documentStatusData,
  envelopeSchema,
  presignedUploadBody,
  presignedUploadData,
  processDocumentData,
  renameDocumentBody,
} from '@castmyscript/api/contract';

import type { DocumentsService } from '../../services/documents/documents-service';
import type { ProcessingService } from '../../services/processing/processing-service';
import type { QuoteService } from '../../services/processing/quote-service';
import type { UploadService } from '../../services/documents/upload-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';
import type { RequireUser } from '../plugins/auth';
import { documentCall } from './documents-errors';

/** Script upload and processing (documents calls). All need a session. */
export type DocumentsRouteDeps = {
  requireUser: RequireUser;
  uploads: UploadService;
  processing: Pick<ProcessingService, 'process' | 'status'>;
  quotes: QuoteService;
  documents: DocumentsService;
};

const tags = ['documents'];
const security = [{ bearerAuth: [] }];
const route = routeSchemas('documents', { session: true });
const params = z.object({ id: z.string().max(64) });

export const documentsRoutes =
  (deps: DocumentsRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/documents/presigned-upload',
      {
        schema: {
          tags,
          security,
          description:
            'Signs an upload URL (10 MiB, PDF/DOCX/TXT/FDX/Fountain); 413 and 415 otherwise.',
          body: presignedUploadBody,
          response: { 201: envelopeSchema(presignedUploadData) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return success(await deps.uploads.presign(request.user, request.body));
      },
    );

    app.post(
      '/documents/:id/confirm',
      route(confirmDocumentData, {
        description:
          'Sniffs the uploaded bytes: 415 naming what the file is, 422 for a DOCX that expands too far.',
        params,
      }),
      async (request) =>
        success(await documentCall(deps.uploads.confirm(request.user, request.params.id))),
    );

    app.post(
      '/documents/:id/process',
      route(processDocumentData, {
        description:
          'Counts the pages, charges them once and starts parsing. 402 without enough credits, 422 when the file cannot be read.',
        params,
      }),
      async (request) => {
        const status = await documentCall(deps.processing.process(request.user, request.params.id));
        const message =
          status.status === 'completed'
            ? DOCUMENT_MESSAGES.processingCompleted
            : DOCUMENT_MESSAGES.processingStarted;
        return success(status, message);
      },
    );

    app.get(
      '/documents/:id/quote',
      route(documentQuoteData, {
        description:
          'What process will charge, before it does: pages of a first draft, changed pages of a later one. Charges and writes nothing; 422 when the file cannot be read.',
        params,
      }),
      async (request) =>
        success(await documentCall(deps.quotes.quote(request.user, request.params.id))),
    );

    app.get('/documents/:id/status', route(documentStatusData, { params }), async (request) =>
      success(await deps.processing.status(request.user, request.params.id)),
    );

    app.get(
      '/documents/:id/completed/steps',
      route(completedStepsData, { params }),
      async (request) => success(await deps.documents.steps(request.user, request.params.id)),
    );

    const list = async (request: { user: Parameters<DocumentsService['list']>[0] }) =>
      success({ documents: await deps.documents.list(request.user) });
    const listSchema = { tags, security, response: { 200: envelopeSchema(documentsListData) } };
    // The spec writes it with a trailing slash; both spellings answer.
    app.get('/documents/', { schema: listSchema }, list);
    app.get('/documents', { schema: { ...listSchema, hide: true } }, list);

    app.get(
      '/documents/:id',
      route(documentData, {
        description:
          'One document with its draft: the one it follows, its number, pages charged and what changed.',
        params,
      }),
      async (request) => success(await deps.documents.get(request.user, request.params.id)),
    );

    app.patch(
      '/documents/:id',
      route(documentData, {
        description:
          'Renames the script: every draft of it shows the new title. 400 naming `title` when it is blank or too long.',
        params,
        body: renameDocumentBody,
      }),
      async (request) =>
        success(
          await deps.documents.rename(request.user, request.params.id, request.body.title),
          DOCUMENT_MESSAGES.renamed,
        ),
    );

    app.get(
      '/documents/:id/changes',
      route(documentChangesData, {
        description:
          'What a draft removed from the one before it (added and changed lines are marked on its scenes).',
        params,
      }),
      async (request) => success(await deps.documents.changes(request.user, request.params.id)),
    );

    app.delete('/documents/:id', route(deleteDocumentData, { params }), async (request) => {
      await deps.documents.remove(request.user, request.params.id);
      return success({ document_id: request.params.id }, DOCUMENT_MESSAGES.deleted);
    });
  };
