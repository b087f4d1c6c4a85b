import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';

import { FormField } from '../../../shared/components/form-field';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { useSubmitSupportTicketMutation } from '../api/support-api';
import {
  REQUIRED_FIELDS,
  SUPPORT_EMPTY,
  supportSchema,
  type SupportValues,
} from './support-schema';

export const MESSAGE_PLACEHOLDER = 'Please describe your issue or inquiry in detail...';

/** Spec 1 §2 and §4: the support form; success clears it and closes the dialog. */
export const SupportForm = ({ onDone }: { onDone: () => void }) => {
  const [submit] = useSubmitSupportTicketMutation();
  const toast = useToast();
  const formik = useFormik<SupportValues>({
    initialValues: SUPPORT_EMPTY,
    validationSchema: supportSchema,
    onSubmit: async (values, helpers) => {
      const trimmed = { ...values, phone: values.phone ?? '' };
      const result = await submit(trimmed);
      if ('error' in result) return toast.error(NOTICES.supportFailed);
      helpers.resetForm({ values: SUPPORT_EMPTY });
      toast.success(NOTICES.supportSent);
      onDone();
    },
  });
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
