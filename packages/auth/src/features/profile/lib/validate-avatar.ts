import { AVATAR_MAX_BYTES, MESSAGES } from '../../../shared/lib/messages';

/** Images only, at most 5 MB; null when the file may be uploaded. */
export const avatarProblem = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return MESSAGES.imageType;
  if (file.size > AVATAR_MAX_BYTES) return MESSAGES.imageSize;
  return null;
};

/** The role is shown capitalised ('user' → 'User'). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
