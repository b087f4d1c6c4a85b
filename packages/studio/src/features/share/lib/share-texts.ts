/** The share dialog's words (the spec has none for it). */
export const SHARE_TEXTS = {
  title: 'Share this table read',
  lead: 'Anyone with the link can listen, jump to a scene and leave you notes on lines. No account needed.',
  loading: 'Loading the share link…',
  loadFailed: 'The share link could not be loaded. Please try again.',
  none: 'No live link. Choose how long it lasts and create one.',
  createFailed: 'The link could not be created. Please try again.',
  revokeFailed: 'The link could not be revoked. Please try again.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  copied: 'Link copied.',
  feedCopied: 'Feed address copied.',
  feedQr: 'Or scan the code with your phone to open the feed there.',
  feedHint:
    'Add it in any podcast app that follows a feed by its address. Each shared draft is an episode; revoking the link ends the feed.',
  revokeHeader: 'Revoke the link?',
  revokeMessage:
    'Anyone who has it will no longer be able to listen or leave notes. This cannot be undone.',
  revokeAccept: 'Revoke link',
} as const;

/** "Expires 9 Dec 2026" in the writer's own locale. */
export const expiresLabel = (iso: string) =>
  `Expires ${new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`;

/** Whole days from now to `iso`, for the form's starting value when a link exists. */
export const daysLeft = (iso: string, now = Date.now()) =>
  Math.min(90, Math.max(1, Math.ceil((new Date(iso).getTime() - now) / 86_400_000)));
