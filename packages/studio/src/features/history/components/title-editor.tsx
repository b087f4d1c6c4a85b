import { errorMessage } from '@castmyscript/api';
import type { DocumentSummary } from '@castmyscript/api/contract';
import { useState } from 'react';

import { useRenameDocumentMutation } from '../../../shared/api/documents-api';
import { TitleForm } from '../forms/title-form';

export const RENAME_FAILED = 'The title could not be saved. Please try again.';

/**
 * A script's title on Process History, with an inline rename: the new title names
 * every draft of the script once the server saved it; a refusal is shown in the server's words.
 */
export const TitleEditor = ({ doc }: { doc: DocumentSummary }) => {
  const [editing, setEditing] = useState(false);
  const [rename, { isLoading, error, reset }] = useRenameDocumentMutation();
  const close = () => {
    reset();
    setEditing(false);
  };
  if (editing)
    return (
      <TitleForm
        documentId={doc._id}
        initial={doc.title}
        saving={isLoading}
        failure={error ? errorMessage(error, RENAME_FAILED) : null}
        onCancel={close}
        onSubmit={async (title) => {
          const answer = await rename({ id: doc._id, title });
          if (!('error' in answer)) close();
        }}
      />
    );
  return (
    <>
      <span>{doc.title}</span>
      {/* A plain button in PrimeReact's look: its Button adds a text node that would join the
          title's text in the cell. */}
      <button
        type="button"
        className="p-button p-component p-button-icon-only p-button-rounded p-button-text p-button-sm"
        aria-label={`Rename ${doc.title}`}
        onClick={() => setEditing(true)}
      >
        <span className="p-button-icon pi pi-pencil" aria-hidden="true" />
      </button>
    </>
  );
};
