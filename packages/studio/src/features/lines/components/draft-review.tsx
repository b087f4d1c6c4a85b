import type { Scene } from '@castmyscript/api/contract';
import { useToast } from '@castmyscript/ui-kit';
import { useState } from 'react';

import { useCarryOverMutation } from '../api/carry-over-api';
import { useGetDocumentChangesQuery } from '../api/document-changes-api';
import { type ChangedLine, REVIEW_TEXTS } from '../lib/draft-review';
import { CarryOverList, type CarryItem } from './carry-over-list';
import { ChangedLines } from './changed-lines';
import './draft-review.css';

type Line = Pick<Scene, '_id' | 'scene_index' | 'actor' | 'dialog'>;

type Props = {
  documentId: string;
  draftNumber: number;
  /** The lines as the screen shows them now: the new words and the cards' numbers. */
  lines: Line[];
  /** The lines carrying over rewrote, as the server answered them. */
  onCarried: (lines: Scene[]) => void;
};

/**
 * A later draft read line by line: the changed lines' old and new words side by side, and the
 * previous draft's in-app edits the new file lacks, to carry over one by one or all at once.
 */
export const DraftReview = ({ documentId, draftNumber, lines, onCarried }: Props) => {
  const changes = useGetDocumentChangesQuery(documentId);
  const [carryOver] = useCarryOverMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  const byId = new Map(lines.map((line) => [line._id, line]));

  const changed: ChangedLine[] | undefined = changes.data?.changed.flatMap((c) => {
    const line = byId.get(c.scene_id);
    // A line deleted on this screen since has nothing to show beside its old words.
    if (!line) return [];
    const { scene_index: index, actor, dialog: after } = line;
    return [{ lineId: c.scene_id, index, actor, before: c.old_text, after }];
  });
  const items: CarryItem[] = (changes.data?.carry_over ?? []).map((item) => ({
    ...item,
    position: byId.get(item.scene_id)?.scene_index ?? item.scene_index,
  }));

  const carry = async (which: string) => {
    setBusy(which);
    const result = await carryOver({
      documentId,
      lineIds: which === 'all' ? undefined : [which],
    });
    setBusy(null);
    if ('error' in result || !result.data) {
      toast.error(REVIEW_TEXTS.carryFailed);
      return;
    }
    onCarried(result.data.scenes);
    toast.success(REVIEW_TEXTS.carried(result.data.scenes.length));
  };

  return (
    <>
      <CarryOverList
        items={items}
        previousDraft={draftNumber - 1}
        busy={busy}
        onCarry={(lineId) => void carry(lineId)}
        onCarryAll={() => void carry('all')}
      />
      <ChangedLines
        lines={changed}
        loading={changes.isLoading}
        failed={changes.isError && !changes.data}
        onRetry={() => void changes.refetch()}
      />
    </>
  );
};
