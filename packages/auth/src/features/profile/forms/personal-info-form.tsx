import { useToast } from '@castmyscript/ui-kit';
import { useFormik } from 'formik';
import { Button } from 'primereact/button';
import { useState } from 'react';

import { FormAlert } from '../../../shared/components/form-alert';
import { FormField } from '../../../shared/components/form-field';
import { fieldProps } from '../../../shared/lib/field-props';
import { NOTICES } from '../../../shared/lib/messages';
import { useUpdateProfileMutation, type Profile } from '../api/profile-api';
import { profileErrorMessage } from '../lib/profile-error';
import { personalInfoSchema, type PersonalInfoValues } from './personal-info-schema';

const valuesOf = (profile: Profile): PersonalInfoValues => ({
  fullName: profile.full_name ?? '',
  userName: profile.username ?? '',
  email: profile.email,
});

/** View mode and edit mode toggled by Edit/Cancel; Save Changes sends name and username. */
export const PersonalInfoForm = ({ profile }: { profile: Profile }) => {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [updateProfile] = useUpdateProfileMutation();
  const toast = useToast();

  const formik = useFormik<PersonalInfoValues>({
    initialValues: valuesOf(profile),
    enableReinitialize: true,
    validationSchema: personalInfoSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await updateProfile({
        name: values.fullName.trim(),
        username: values.userName.trim(),
      });
      if ('error' in result)
        return setFailure(profileErrorMessage(result.error, NOTICES.profileUpdateFailed));
      toast.success(NOTICES.profileUpdated);
      setEditing(false);
    },
  });

  const toggle = () => {
    if (editing) formik.resetForm({ values: valuesOf(profile) });
    setFailure(null);
    setEditing(!editing);
  };

  return (
    <form
      className="cms-card cms-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby="personal-info"
    >
      <div className="cms-form__row">
        <h2 id="personal-info">Personal information</h2>
        <Button
          type="button"
          label={editing ? 'Cancel' : 'Edit'}
          icon={editing ? 'pi pi-times' : 'pi pi-pencil'}
          text
          onClick={toggle}
        />
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormField
        {...fieldProps(formik, 'fullName')}
        label="Full name"
        readOnly={!editing}
        autoComplete="name"
      />
      <FormField
        {...fieldProps(formik, 'userName')}
        label="User name"
        readOnly={!editing}
        autoComplete="username"
      />
      <FormField
        {...fieldProps(formik, 'email')}
        label="Email"
        type="email"
        readOnly
        hint="Your email cannot be changed here."
      />
      {editing && (
        <Button
          type="submit"
          label="Save Changes"
          loading={formik.isSubmitting}
          disabled={formik.isSubmitting || !formik.isValid}
        />
      )}
    </form>
  );
};
