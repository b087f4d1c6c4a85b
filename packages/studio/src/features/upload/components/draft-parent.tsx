import { errorMessage, errorStatus } from '@castmyscript/api';
import type { DocumentData } from '@castmyscript/api/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { Notice } from '../../../shared/components/notice';
import { DRAFT_TEXTS as T } from '../lib/draft-texts';

type Props = {
  parent: DocumentData | undefined;
  loading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
};

/** Issue "Drafts": which script the upload is the next draft of, or why that is unknown. */
export const DraftParent = ({ parent, loading, error }: Props) => {
  if (parent) return <Notice tone="info">{T.newDraftOf(parent.title)}</Notice>;
  if (loading) return <p className="cms-upload__draft-loading">{T.loading}</p>;
  if (error)
    return (
      <Notice tone="error">
        {errorStatus(error) === 404 ? T.notFound : errorMessage(error, T.loadFailed)}
      </Notice>
    );
  return null;
};
