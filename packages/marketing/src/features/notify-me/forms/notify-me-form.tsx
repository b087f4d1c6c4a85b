import { errorMessage } from '@castmyscript/api';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';

import { errorIdOf } from '../../../shared/components/form-field';
import { useJoinNotifyListMutation } from '../api/notify-me-api';
import { notifyMeSchema, type NotifyMeValues } from './notify-me-schema';
import './notify-me-form.css';

export const NOTIFY_FALLBACKS = {
  joined: "You're on the list. We'll email you when it's ready.",
  failed: 'Something went wrong. Please try again.',
} as const;

type Outcome = { ok: boolean; text: string } | null;
const ID = 'notify-email';

/** The coming-soon page's email box; shows the server's own message either way. */
export const NotifyMeForm = () => {
  const [join] = useJoinNotifyListMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik<NotifyMeValues>({
    initialValues: { email: '' },
    validationSchema: notifyMeSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const result = await join(notifyMeSchema.cast(values));
      if (result.error) {
        setOutcome({ ok: false, text: errorMessage(result.error, NOTIFY_FALLBACKS.failed) });
        return;
      }
      setOutcome({ ok: true, text: result.data.message || NOTIFY_FALLBACKS.joined });
      helpers.resetForm();
    },
  });
  const error = formik.touched.email ? formik.errors.email : undefined;

  return (
    <form className="mkt-notify" noValidate onSubmit={formik.handleSubmit} aria-label="Notify me">
      <label htmlFor={ID} className="cms-visually-hidden">
        Email address
      </label>
      <div className="mkt-notify__row">
        <InputText
          id={ID}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          className={error ? 'p-invalid' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorIdOf(ID) : undefined}
        />
        <Button type="submit" label="Notify Me" loading={formik.isSubmitting} disabled={formik.isSubmitting} />
      </div>
      {error && (
        <small id={errorIdOf(ID)} className="mkt-notify__error">
          {error}
        </small>
      )}
      <p role="status" className={outcome?.ok === false ? 'mkt-notify__result is-error' : 'mkt-notify__result'}>
        {outcome?.text}
      </p>
    </form>
  );
};
