import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { FormAlert } from '../../../shared/components/form-alert';
import { FormField } from '../../../shared/components/form-field';
import { authErrorMessage, errorCode } from '../../../shared/lib/auth-error';
import { fieldProps } from '../../../shared/lib/field-props';
import { useSignInMutation } from '../api/sign-in-api';
import { UnverifiedNotice } from '../components/unverified-notice';
import { useStartSession } from '../../../shared/session/use-start-session';
import { signInInitialValues, signInSchema, type SignInValues } from './sign-in-schema';

/** The server's code for a sign-in refused until the email is verified. */
const EMAIL_NOT_VERIFIED = 'email_not_verified';

type Failure = { message: string; unverifiedEmail?: string };

/** Email and password; Sign In is enabled only when the form is valid. */
export const SignInForm = () => {
  const [signIn] = useSignInMutation();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<Failure | null>(null);

  const formik = useFormik<SignInValues>({
    initialValues: signInInitialValues,
    validationSchema: signInSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      const result = await signIn({ email, password: values.password });
      if ('data' in result && result.data) return startSession(result.data, email);
      const error = 'error' in result ? result.error : undefined;
      const unverified = errorCode(error) === EMAIL_NOT_VERIFIED;
      setFailure({
        message: authErrorMessage(error),
        unverifiedEmail: unverified ? email : undefined,
      });
    },
  });

  return (
    <form className="cms-form" onSubmit={formik.handleSubmit} noValidate aria-label="Sign in">
      {failure &&
        (failure.unverifiedEmail ? (
          <UnverifiedNotice message={failure.message} email={failure.unverifiedEmail} />
        ) : (
          <FormAlert>{failure.message}</FormAlert>
        ))}
      <FormField {...fieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" />
      <FormField
        {...fieldProps(formik, 'password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <div className="cms-form__row">
        <span />
        <Link to="/forgot-password">Forgot Password?</Link>
      </div>
      <Button
        type="submit"
        label="Sign In"
        className="cms-form__submit"
        loading={formik.isSubmitting}
        disabled={!(formik.dirty && formik.isValid) || formik.isSubmitting}
      />
    </form>
  );
};
