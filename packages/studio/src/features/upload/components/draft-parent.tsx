import { errorMessage, errorStatus } from '@castmyscript/api';
import type { DocumentData } from '@castmyscript/api/contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { Notice } from '../../../shared/components/notice';
import { DRAFT_TEXTS } from '../lib/draft-texts';

type Props = {
  parent: DocumentData | undefined;
  loading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
};

/** Which script the upload is the next draft of, or why that is unknown. */
export const DraftParent = ({ parent, loading, error }: Props) => {
  if (parent) return <Notice tone="info">{DRAFT_TEXTS.newDraftOf(parent.title)}</Notice>;
  if (loading) return <p className="cms-upload__draft-loading">{DRAFT_TEXTS.loading}</p>;
  if (error)
    return (
      <Notice tone="error">
        {errorStatus(error) === 404
          ? DRAFT_TEXTS.notFound
          : errorMessage(error, DRAFT_TEXTS.loadFailed)}
      </Notice>
    );
  return null;
};
