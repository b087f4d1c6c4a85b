import { useToast } from '@castmyscript/ui-kit';
import { useEffect, useState } from 'react';

import { NOTICES } from '../../../shared/lib/messages';
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '../api/avatar-api';
import { avatarProblem } from '../lib/validate-avatar';

export const AVATAR_UPDATED = 'Profile picture updated successfully';

/**
 * Preview the picked file at once, upload it, and show the final address once the
 * profile is read again; on failure the preview is dropped, so the previous image shows again.
 */
export const useAvatarUpload = (refetchProfile: () => Promise<unknown>) => {
  const [upload, uploadState] = useUploadAvatarMutation();
  const [remove, removeState] = useRemoveAvatarMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File) => {
    const invalid = avatarProblem(file);
    setProblem(invalid);
    if (invalid) return;
    setPreview(URL.createObjectURL(file));
    const result = await upload(file);
    if ('error' in result) {
      setPreview(null);
      return toast.error(NOTICES.avatarUploadFailed);
    }
    await refetchProfile();
    setPreview(null);
    toast.success(AVATAR_UPDATED);
  };

  const clear = async () => {
    setProblem(null);
    const result = await remove();
    if ('error' in result) return toast.error(NOTICES.avatarRemoveFailed);
    toast.success(NOTICES.avatarRemoved);
  };

  return { pick, clear, preview, problem, busy: uploadState.isLoading || removeState.isLoading };
};
