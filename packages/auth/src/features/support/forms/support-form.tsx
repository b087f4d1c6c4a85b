import { tokenStorage } from '@castmyscript/api';
import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect } from 'react';

import { FormField } from '../../../shared/components/form-field';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { useGetSupportSenderQuery, useSubmitSupportTicketMutation } from '../api/support-api';
import {
  REQUIRED_FIELDS,
  SUPPORT_EMPTY,
  supportSchema,
  type SupportValues,
} from './support-schema';

const isRepeat = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** A signed-in user's name and email fill the fields they have not typed in yet. */
const usePrefill = (
  values: SupportValues,
  set: (field: 'name' | 'email', value: string) => unknown,
) => {
  const { data: sender } = useGetSupportSenderQuery(undefined, {
    skip: !tokenStorage.getAccessToken(),
  });
  const { name, email } = values;
  useEffect(() => {
    if (!sender) return;
    if (!name && sender.name) set('name', sender.name);
    if (!email && sender.email) set('email', sender.email);
    // Only when the sender arrives: clearing a field afterwards must not refill it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sender]);
};

export const MESSAGE_PLACEHOLDER = 'Please describe your issue or inquiry in detail...';

/** The support form; success clears it and closes the dialog. */
export const SupportForm = ({ onDone }: { onDone: () => void }) => {
  const [submit] = useSubmitSupportTicketMutation();
  const toast = useToast();
  const formik = useFormik<SupportValues>({
    initialValues: SUPPORT_EMPTY,
    validationSchema: supportSchema,
    onSubmit: async (values, helpers) => {
      const trimmed = { ...values, phone: values.phone ?? '' };
      const result = await submit(trimmed);
      // A repeat of a recent ticket (409) keeps the spec's text as the title and says why.
      if ('error' in result)
        return isRepeat(result.error)
          ? toast.error(NOTICES.supportRepeated, NOTICES.supportFailed)
          : toast.error(NOTICES.supportFailed);
      helpers.resetForm({ values: SUPPORT_EMPTY });
      toast.success(NOTICES.supportSent);
      onDone();
    },
  });
  usePrefill(formik.values, formik.setFieldValue);
  const blank = REQUIRED_FIELDS.some((field) => !String(formik.values[field] ?? '').trim());
  const { error, touched, ...message } = fieldProps(formik, 'message');
  const messageError = touched ? error : undefined;

  return (
    <form className="cms-form" onSubmit={formik.handleSubmit} noValidate aria-label="Support form">
      <FormField {...fieldProps(formik, 'name')} label="Name" required autoComplete="name" />
      <FormField
        {...fieldProps(formik, 'email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
      />
      <FormField
        {...fieldProps(formik, 'phone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
      />
      <FormField {...fieldProps(formik, 'subject')} label="Subject" required />
      <div className="cms-field">
        <label htmlFor="message">
          Message
          <span className="cms-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <InputTextarea
          {...message}
          rows={5}
          required
          placeholder={MESSAGE_PLACEHOLDER}
          invalid={!!messageError}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'message-error' : undefined}
        />
        {messageError && (
          <small id="message-error" className="cms-field__error" role="alert">
            {messageError}
          </small>
        )}
      </div>
      <Button
        type="submit"
        label={formik.isSubmitting ? 'Submitting...' : 'Submit'}
        loading={formik.isSubmitting}
        disabled={formik.isSubmitting || blank}
      />
    </form>
  );
};
