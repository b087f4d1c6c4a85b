/**
 * The texts, word for word. Kept here rather than imported from the api
 * contract so the remote's bundle does not carry zod; a test checks they match the contract.
 */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMinLong: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must include uppercase, lowercase, number, and special character',
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  userNameRequired: 'User name is required',
  userNameMin: 'User name must be at least 2 characters',
  termsRequired: 'You must agree to the terms and conditions',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  resetPasswordsMismatch: 'Passwords do not match.',
  missingToken: 'Invalid or missing token.',
  fullNameRequired: 'Full name is required',
  usernameRequired: 'Username is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  fieldRequired: 'This field is required',
  imageType: 'Please select a valid image file',
  imageSize: 'File size must be less than 5MB',
} as const;

export const NOTICES = {
  somethingWrong: 'Something went wrong.',
  unexpected: 'An unexpected error occurred.',
  loginSuccess: 'Login successfully!',
  registered: 'Registered successfully! Please verify your email.',
  resetSent: 'Password reset instructions sent successfully.',
  resetDone: 'Password reset successfully. You can now log in.',
  verifyFailedTitle: 'Verification Failed',
  verifyFailed: 'There was a problem verifying your account. Please try again.',
  linkExpiredTitle: 'Link Expired',
  linkExpired: 'This verification link has expired. Please request a new verification email.',
  profileUpdated: 'Personal information updated successfully',
  profileUpdateFailed: 'Failed to update personal information',
  profileUnexpected: 'An unexpected error occurred',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  avatarUploadFailed: 'Failed to upload image. Please try again.',
  avatarRemoveFailed: 'Failed to remove profile picture. Please try again.',
  avatarRemoved: 'Profile picture removed successfully',
  supportSent: 'Support ticket submitted successfully',
  supportFailed: 'Failed to submit support ticket',
  supportRepeated: "You sent this already — we'll answer within 24 hours",
} as const;

export const PASSWORD_MIN = 8;
/** 5 MB is 5 × 1024 × 1024 bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The same simple address pattern the server checks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
