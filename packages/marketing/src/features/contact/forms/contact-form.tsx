import { errorStatus } from '@castmyscript/api';
import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';

import { errorIdOf, FormField } from '../../../shared/components/form-field';
import { useSendContactMessageMutation } from '../api/contact-api';
import { contactSchema, EMPTY_CONTACT, type ContactValues } from './contact-schema';
import './contact-form.css';

/** The contact page's three outcomes. */
export const CONTACT_RESULTS = {
  sent: 'Email sent successfully',
  alreadySent: 'An email has already been sent. Please check your inbox.',
  failed: 'Failed to send the email. Please try again.',
} as const;

type Field = keyof ContactValues;

/** Name, phone, email and message, validated with the shared field rules, sent to users/contact-us. */
export const ContactForm = () => {
  const toast = useToast();
  const [send] = useSendContactMessageMutation();
  const formik = useFormik<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      const result = await send(contactSchema.cast(values) as ContactValues);
      if (result.error) {
        const status = errorStatus(result.error);
        if (status === 409) toast.warn(CONTACT_RESULTS.alreadySent);
        else toast.error(CONTACT_RESULTS.failed);
        return;
      }
      toast.success(CONTACT_RESULTS.sent);
      helpers.resetForm();
    },
  });

  const errorOf = (name: Field) => (formik.touched[name] ? formik.errors[name] : undefined);
  const bind = (name: Field) => {
    const id = `contact-${name}`;
    const error = errorOf(name);
    return {
      id,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      className: error ? 'p-invalid' : undefined,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorIdOf(id) : undefined,
    };
  };

  return (
    <form
      className="mkt-contact-form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Contact us"
    >
      <div className="mkt-contact-form__row">
        <FormField id="contact-name" label="Name" error={errorOf('name')}>
          <InputText {...bind('name')} autoComplete="name" maxLength={100} />
        </FormField>
        <FormField id="contact-phone" label="Phone" error={errorOf('phone')}>
          <InputText
            {...bind('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={40}
          />
        </FormField>
      </div>
      <FormField id="contact-email" label="Email" error={errorOf('email')}>
        <InputText {...bind('email')} type="email" autoComplete="email" maxLength={254} />
      </FormField>
      <FormField id="contact-message" label="Message" error={errorOf('message')}>
        <InputTextarea {...bind('message')} rows={6} maxLength={5000} autoResize={false} />
      </FormField>
      <Button
        type="submit"
        label={formik.isSubmitting ? 'Sending…' : 'Send Message'}
        icon="pi pi-send"
        loading={formik.isSubmitting}
        disabled={formik.isSubmitting}
      />
    </form>
  );
};
