import { PageLoader } from '@castmyscript/ui-kit';
import { Button } from 'primereact/button';

import { FormAlert } from '../../../shared/components/form-alert';
import { useGetProfileQuery } from '../api/profile-api';
import { ChangePasswordForm } from '../forms/change-password-form';
import { PersonalInfoForm } from '../forms/personal-info-form';
import { AvatarCard } from './avatar-card';

import '../../../shared/components/auth.css';
import './profile.css';

export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded.';

/** /dashboard/profile-settings: loading, then the avatar card and the two forms. */
export const ProfileSettingsPage = () => {
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  return (
    <div className="cms-profile" data-remote="auth">
      <h1 className="cms-visually-hidden">Profile settings</h1>
      {isLoading && <PageLoader label="Loading your profile…" />}
      {isError && !profile && (
        <FormAlert>
          <p>{PROFILE_LOAD_FAILED}</p>
          <Button type="button" label="Retry" size="small" onClick={() => void refetch()} />
        </FormAlert>
      )}
      {profile && (
        <div className="cms-profile__grid">
          <AvatarCard profile={profile} refetch={refetch} />
          <div className="cms-profile__forms">
            <PersonalInfoForm profile={profile} />
            <ChangePasswordForm />
          </div>
        </div>
      )}
    </div>
  );
};
