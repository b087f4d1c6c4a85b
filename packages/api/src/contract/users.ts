import { z } from 'zod';

import { emailField, newPasswordField, passwordField } from './validation';
import { MESSAGES } from './validation-constants';

/** The current user as users/me returns it. */
export const meData = z.object({
  email: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  role: z.string(),
});
export type MeData = z.infer<typeof meData>;

export const updateProfileBody = z.object({
  name: z.string().trim().min(1, MESSAGES.fullNameRequired).max(100),
  username: z.string().trim().min(1, MESSAGES.usernameRequired).max(40),
});

export const updatePasswordBody = z.object({
  old_password: passwordField,
  new_password: newPasswordField,
});

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const presignedAvatarBody = z.object({
  file_name: z.string().min(1).max(1024),
  /** Bounded by the server with 413 above AVATAR_MAX_BYTES (security check 34), not here. */
  file_size: z.number().int().positive(),
  file_type: z.enum(AVATAR_TYPES, { error: 'Please select a valid image file' }),
});

/** `headers`: to send with the PUT (its content type, and `If-None-Match: *`: it stores once). */
export const presignedAvatarData = z.object({
  url: z.string(),
  key: z.string(),
  headers: z.record(z.string(), z.string()),
});

/** Empty string removes the picture; otherwise the key the upload URL was made for. */
export const confirmAvatarBody = z.object({ profile_picture_url: z.string() });

export const contactBody = z.object({
  name: z.string().trim().min(1, 'This field is required').max(100),
  email: emailField,
  phone: z.string().trim().max(40).optional().default(''),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, 'This field is required').max(5000),
});

export const notifyMeBody = z.object({ email: emailField });
