import { EventEmitter } from 'node:events';

import type { DocumentStatusData } from '@castmyscript/api/contract';

/**
 * Status changes of documents, published after each commit so an open event stream can move the
 * screen on at once ("beyond polling"). In-process only: a stream also re-reads
 * the row now and then, which covers changes made by another process.
 */
export function createDocumentEvents() {
  const emitter = new EventEmitter();
  // One listener per open stream; many users may watch at once.
  emitter.setMaxListeners(0);
  return {
    publish(status: DocumentStatusData): void {
      emitter.emit(status.document_id, status);
    },
    /** Returns the unsubscribe function. */
    subscribe(documentId: string, listener: (status: DocumentStatusData) => void): () => void {
      emitter.on(documentId, listener);
      return () => emitter.off(documentId, listener);
    },
  };
}

export type DocumentEvents = ReturnType<typeof createDocumentEvents>;
