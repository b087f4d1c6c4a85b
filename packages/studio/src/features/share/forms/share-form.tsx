import { SHARE_LIMITS } from '@castmyscript/api/contract';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

import { shareSchema, type ShareValues } from './share-schema';

type Props = {
  initial: ShareValues;
  submitLabel: 'Create link' | 'Update link';
  saving: boolean;
  onSubmit: (values: { expires_in_days: number; allow_download: boolean }) => Promise<unknown>;
};

/** How long the link lasts and whether it allows the combined download. */
export const ShareForm = ({ initial, submitLabel, saving, onSubmit }: Props) => {
  const form = useFormik<ShareValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: shareSchema,
    onSubmit: async (values) => {
      await onSubmit({
        expires_in_days: Number(values.expires_in_days),
        allow_download: values.allow_download,
      });
    },
  });
  const error =
    form.touched.expires_in_days || form.submitCount > 0 ? form.errors.expires_in_days : undefined;

  return (
    <form className="cms-share-form" onSubmit={form.handleSubmit} noValidate>
      <div className="cms-studio-field">
        <label htmlFor="share-days">Link lasts (days)</label>
        <InputText
          id="share-days"
          name="expires_in_days"
          type="number"
          inputMode="numeric"
          min={SHARE_LIMITS.expiresMinDays}
          max={SHARE_LIMITS.expiresMaxDays}
          value={String(form.values.expires_in_days)}
          onChange={(event) =>
            void form.setFieldValue(
              'expires_in_days',
              event.target.value === '' ? '' : Number(event.target.value),
            )
          }
          onBlur={form.handleBlur}
          invalid={!!error}
          aria-describedby={error ? 'share-days-error' : 'share-days-help'}
        />
        {error ? (
          <small id="share-days-error" className="cms-studio-field__error" role="alert">
            {error}
          </small>
        ) : (
          <small id="share-days-help">From 1 to 90 days.</small>
        )}
      </div>
      <label className="cms-share-form__check">
        <input
          type="checkbox"
          name="allow_download"
          checked={form.values.allow_download}
          onChange={form.handleChange}
        />
        Allow listeners to download the MP3
      </label>
      <Button type="submit" label={submitLabel} icon="pi pi-link" loading={saving} />
    </form>
  );
};
