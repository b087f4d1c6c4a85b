import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { FormAlert } from '../../../shared/components/form-alert';
import { FormField } from '../../../shared/components/form-field';
import { NewPasswordFields } from '../../../shared/components/new-password-fields';
import { authErrorMessage } from '../../../shared/lib/auth-error';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { verificationStorage } from '../../../shared/lib/verification-storage';
import { useSignUpMutation } from '../api/sign-up-api';
import { signUpInitialValues, signUpSchema, type SignUpValues } from './sign-up-schema';

/** Submit is enabled only when every field is filled and error-free. */
export const SignUpForm = () => {
  const [signUp] = useSignUpMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<SignUpValues>({
    initialValues: signUpInitialValues,
    validationSchema: signUpSchema,
    validateOnMount: true,
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      const body = {
        name: values.name.trim(),
        username: values.username.trim(),
        email,
        password: values.password,
      };
      const result = await signUp(body);
      if ('error' in result) return setFailure(authErrorMessage(result.error));
      verificationStorage.remember(result.data.email ?? email, result.data.verification_expires_at);
      toast.success(NOTICES.registered);
      navigate('/verification');
    },
  });
  const termsError = formik.touched.terms ? formik.errors.terms : undefined;

  return (
    <form className="cms-form" onSubmit={formik.handleSubmit} noValidate aria-label="Sign up">
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField {...fieldProps(formik, 'name')} label="Full name" autoComplete="name" />
      <FormField {...fieldProps(formik, 'username')} label="User name" autoComplete="username" />
      <FormField {...fieldProps(formik, 'email')} label="Email" type="email" autoComplete="email" />
      <NewPasswordFields formik={formik} label="Password" />
      <div className="cms-field cms-field--check">
        <Checkbox
          inputId="terms"
          name="terms"
          checked={formik.values.terms}
          onChange={(event) => {
            void formik.setFieldTouched('terms', true, false);
            void formik.setFieldValue('terms', !!event.checked);
          }}
          aria-describedby={termsError ? 'terms-error' : undefined}
          invalid={!!termsError}
        />
        <label htmlFor="terms">
          I agree to the <Link to="/terms">terms and conditions</Link>
        </label>
        {termsError && (
          <small id="terms-error" className="cms-field__error" role="alert">
            {termsError}
          </small>
        )}
      </div>
      <Button
        type="submit"
        label="Sign Up"
        className="cms-form__submit"
        loading={formik.isSubmitting}
        disabled={!(formik.dirty && formik.isValid) || formik.isSubmitting}
      />
    </form>
  );
};
