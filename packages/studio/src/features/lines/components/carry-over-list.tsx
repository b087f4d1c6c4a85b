import type { CarryOverField, CarryOverLine } from '@castmyscript/api/contract';
import { Button } from 'primereact/button';

import { fieldValue, FIELD_LABELS, REVIEW_TEXTS } from '../lib/draft-review';
import { diffWords } from '../lib/word-diff';
import { WordRuns } from './word-runs';

/** An edit to carry over with where its line now sits in the list (the cards' numbers). */
export type CarryItem = CarryOverLine & { position: number };

type Props = {
  items: CarryItem[];
  previousDraft: number;
  /** The line being carried over ('all' for every one), while the call runs. */
  busy: string | null;
  onCarry: (lineId: string) => void;
  onCarryAll: () => void;
};

/** One field the new file lacks: the edit's value against the file's; words diffed word by word. */
const FieldChange = ({ item, field }: { item: CarryItem; field: CarryOverField }) => {
  const words = field === 'text' && diffWords(item.file.text, item.edited.text);
  return (
    <div className="cms-carry-over__field">
      <dt>{FIELD_LABELS[field]}</dt>
      <dd>
        <span className="cms-word-diff__label">{REVIEW_TEXTS.yourEdit}</span>{' '}
        {words ? <WordRuns runs={words.after} mark="ins" /> : fieldValue(item.edited, field)}
      </dd>
      <dd>
        <span className="cms-word-diff__label">{REVIEW_TEXTS.inFile}</span>{' '}
        {words ? <WordRuns runs={words.before} mark="del" /> : fieldValue(item.file, field)}
      </dd>
    </div>
  );
};

/**
 * The edits the writer made in the app on the previous draft that the new file lacks, each with
 * "Carry over", and "Carry over all". Shows nothing when there are none.
 */
export const CarryOverList = ({ items, previousDraft, busy, onCarry, onCarryAll }: Props) => {
  if (items.length === 0) return null;
  return (
    <section className="cms-draft-review cms-carry-over" aria-labelledby="carry-over-title">
      <div className="cms-carry-over__top">
        <h3 id="carry-over-title">{REVIEW_TEXTS.carryTitle}</h3>
        <Button
          type="button"
          label={REVIEW_TEXTS.carryAll}
          icon="pi pi-replay"
          size="small"
          loading={busy === 'all'}
          disabled={busy !== null}
          onClick={onCarryAll}
        />
      </div>
      <p className="cms-draft-changes__muted">{REVIEW_TEXTS.carryLead(previousDraft)}</p>
      <ol className="cms-draft-review__list" aria-label={REVIEW_TEXTS.carryTitle}>
        {items.map((item) => {
          const title = `carry-${item.scene_id}`;
          return (
            <li key={item.scene_id} className="cms-draft-review__item" aria-labelledby={title}>
              <p className="cms-draft-review__where" id={title}>
                <span>{REVIEW_TEXTS.line(item.position)}</span>
                <span className="cms-draft-changes__actor">{item.edited.actor}</span>
              </p>
              <dl className="cms-carry-over__fields">
                {item.fields.map((field) => (
                  <FieldChange key={field} item={item} field={field} />
                ))}
              </dl>
              <Button
                type="button"
                label={REVIEW_TEXTS.carryOne}
                size="small"
                outlined
                aria-describedby={title}
                loading={busy === item.scene_id}
                disabled={busy !== null}
                onClick={() => onCarry(item.scene_id)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
};
