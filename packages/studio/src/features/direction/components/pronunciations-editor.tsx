import { errorMessage } from '@castmyscript/api';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

import { Notice } from '../../../shared/components/notice';
import {
  type ReadSettings,
  useGetReadSettingsQuery,
  useSaveReadSettingsMutation,
} from '../api/read-api';
import { useSayTerm } from '../hooks/use-say-term';
import { DIRECTION_TEXTS } from '../lib/direction-texts';
import { pronunciationSchema, type PronunciationValues } from '../lib/pronunciation-schema';
import { suggestTerms } from '../lib/suggest-terms';

type Props = { documentId: string; lines: { actor: string; dialog: string }[] };

/**
 * The script's pronunciation list: each term with how it should sound and a Play button that
 * says it as the cast voice would; an add form; suggestions from the script's names and
 * capitalised words. Every change is saved at once.
 */
export const PronunciationsEditor = ({ documentId, lines }: Props) => {
  const query = useGetReadSettingsQuery(documentId);
  const [save, saving] = useSaveReadSettingsMutation();
  const say = useSayTerm(documentId);
  const [problem, setProblem] = useState<string | null>(null);
  const list = query.data?.pronunciations ?? [];

  const store = async (pronunciations: ReadSettings['pronunciations']) => {
    if (!query.data) return false;
    const answer = await save({ documentId, settings: { ...query.data, pronunciations } });
    setProblem('error' in answer ? errorMessage(answer.error, DIRECTION_TEXTS.saveFailed) : null);
    return !('error' in answer);
  };

  const form = useFormik<PronunciationValues>({
    initialValues: { term: '', say_as: '' },
    validationSchema: pronunciationSchema(list.map((p) => p.term)),
    enableReinitialize: false,
    onSubmit: async (values, helpers) => {
      const added = { term: values.term.trim(), say_as: values.say_as.trim() };
      if (await store([...list, added])) helpers.resetForm();
    },
  });
  const error = (field: keyof PronunciationValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  if (query.isLoading) return <p role="status">Loading the pronunciations…</p>;
  if (!query.data)
    return (
      <div>
        <Notice tone="error">{errorMessage(query.error, DIRECTION_TEXTS.loadFailed)}</Notice>
        <Button type="button" label="Try Again" icon="pi pi-refresh" onClick={query.refetch} />
      </div>
    );
  const speakerOf = (term: string) =>
    lines.find((l) => l.actor.toLowerCase() === term.toLowerCase())?.actor ??
    lines.find((l) => l.dialog.includes(term))?.actor;

  return (
    <div className="cms-pronunciations">
      <p>{DIRECTION_TEXTS.pronunciationsLead}</p>
      {list.length === 0 ? (
        <p>{DIRECTION_TEXTS.emptyList}</p>
      ) : (
        <ul className="cms-pronunciations__list" aria-label="Pronunciations">
          {list.map((p) => (
            <li key={p.term} className="cms-pronunciations__row">
              <span>{p.term}</span>
              <span>{p.say_as}</span>
              <Button
                type="button"
                icon="pi pi-play"
                text
                aria-label={`Play ${p.term}`}
                loading={say.busy === p.term}
                onClick={() => void say.play(p.term, speakerOf(p.term))}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={`Remove ${p.term}`}
                disabled={saving.isLoading}
                onClick={() => void store(list.filter((q) => q.term !== p.term))}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="cms-pronunciations__form" onSubmit={form.handleSubmit} noValidate>
        <div className="cms-studio-field">
          <label htmlFor="pron-term">Word</label>
          <InputText id="pron-term" {...form.getFieldProps('term')} invalid={!!error('term')} />
          {error('term') && (
            <small className="cms-studio-field__error" role="alert">
              {error('term')}
            </small>
          )}
        </div>
        <div className="cms-studio-field">
          <label htmlFor="pron-say-as">Say it as</label>
          <InputText
            id="pron-say-as"
            placeholder="e.g. Kog-NEE-toe"
            {...form.getFieldProps('say_as')}
            invalid={!!error('say_as')}
          />
          {error('say_as') && (
            <small className="cms-studio-field__error" role="alert">
              {error('say_as')}
            </small>
          )}
        </div>
        <Button type="submit" label="Add" icon="pi pi-plus" loading={saving.isLoading} />
      </form>
      {(problem || say.problem) && <Notice tone="error">{problem ?? say.problem}</Notice>}
      <h3>{DIRECTION_TEXTS.suggestions}</h3>
      <ul className="cms-pronunciations__suggestions" aria-label={DIRECTION_TEXTS.suggestions}>
        {suggestTerms(
          lines,
          list.map((p) => p.term),
        ).map(({ term }) => (
          <li key={term}>
            <Button
              type="button"
              label={term}
              icon="pi pi-plus"
              size="small"
              outlined
              aria-label={`Add ${term}`}
              onClick={() => void form.setValues({ term, say_as: '' })}
            />
            <Button
              type="button"
              icon="pi pi-play"
              size="small"
              text
              aria-label={`Play ${term}`}
              loading={say.busy === term}
              onClick={() => void say.play(term, speakerOf(term))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
};
