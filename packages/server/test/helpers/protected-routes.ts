/**
 * Every route that needs a signed-in user (security check 2). Later issues append their routes
 * here; `test/access-control.test.ts` then proves each one refuses every kind of bad token.
 */
export type RouteCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';

export const PROTECTED_ROUTES: RouteCall[] = [
  { method: 'GET', path: '/api/v1/users/me' },
  { method: 'POST', path: '/api/v1/users/update-profile', body: { name: 'A B', username: 'ab' } },
  {
    method: 'POST',
    path: '/api/v1/users/update-password',
    body: { old_password: 'Correct-Horse-9', new_password: 'Another-Horse-9' },
  },
  {
    method: 'POST',
    path: '/api/v1/users/presigned-upload-profile-picture',
    body: { file_name: 'a.png', file_size: 10, file_type: 'image/png' },
  },
  {
    method: 'POST',
    path: '/api/v1/users/confirm-upload-profile-picture',
    body: { profile_picture_url: '' },
  },
  // Billing and credits.
  { method: 'GET', path: '/api/v1/users/credits' },
  { method: 'GET', path: '/api/v1/users/active/subscription/details' },
  {
    method: 'POST',
    path: '/api/v1/payment/create-checkout-session',
    body: { package_type: 'paygo', package_details: { package_name: 'paygo', pages_buy: 10 } },
  },
  { method: 'GET', path: '/api/v1/payment/session/lcs_AAAAAAAAAAAAAAAAAAAAAAAA' },
  { method: 'GET', path: '/api/v1/payment/paygo-quote?pages=10' },
  { method: 'GET', path: '/api/v1/payment/get-all-subscriptions' },
  {
    method: 'POST',
    path: '/api/v1/payment/subscription/proration-preview',
    body: { package_name: 'pro_monthly' },
  },
  {
    method: 'POST',
    path: '/api/v1/payment/subscription/update',
    body: { package_name: 'pro_monthly' },
  },
  { method: 'POST', path: '/api/v1/payment/cancel-subscription' },
  { method: 'GET', path: '/api/v1/payment/get-all-transactions' },
  // Scripts in. Any id will do: the session is checked before anything else.
  {
    method: 'POST',
    path: '/api/v1/documents/presigned-upload',
    body: { file_name: 'a.pdf', file_type: 'application/pdf', file_size: 10 },
  },
  { method: 'POST', path: `/api/v1/documents/${SOME_ID}/confirm` },
  { method: 'POST', path: `/api/v1/documents/${SOME_ID}/process` },
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/status` },
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/events` },
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/completed/steps` },
  { method: 'GET', path: '/api/v1/documents/' },
  { method: 'DELETE', path: `/api/v1/documents/${SOME_ID}` },
  { method: 'PATCH', path: `/api/v1/documents/${SOME_ID}`, body: { title: 'x' } },
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/changes` },
  { method: 'POST', path: `/api/v1/documents/${SOME_ID}/carry-over`, body: {} },
  { method: 'GET', path: `/api/v1/scenes/document/${SOME_ID}` },
  { method: 'POST', path: `/api/v1/scenes/document/${SOME_ID}`, body: { scenes: [] } },
  {
    method: 'POST',
    path: `/api/v1/scenes/document/${SOME_ID}/add`,
    body: [{ actor: 'A', text: 'b' }],
  },
  { method: 'PUT', path: `/api/v1/scenes/${SOME_ID}/update-text?scene_text=x` },
  { method: 'GET', path: `/api/v1/scenes/document/${SOME_ID}/actors` },
  // Voices and audio. Voice previews are public on purpose: an <audio> element sends no token.
  { method: 'GET', path: '/api/v1/voices/' },
  { method: 'GET', path: '/api/v1/users/activities/recent' },
  { method: 'GET', path: `/api/v1/scenes/document/${SOME_ID}/voice-assignments` },
  {
    method: 'POST',
    path: `/api/v1/scenes/document/${SOME_ID}/voice-assignments`,
    body: { assignments: [] },
  },
  { method: 'POST', path: `/api/v1/scenes/document/${SOME_ID}/generate-audio` },
  { method: 'GET', path: `/api/v1/scenes/document/${SOME_ID}/audio-status` },
  { method: 'GET', path: `/api/v1/scenes/document/${SOME_ID}/audio-urls` },
  { method: 'GET', path: `/api/v1/scenes/${SOME_ID}/generate-audio/${SOME_ID}/1` },
  { method: 'POST', path: `/api/v1/scenes/document/${SOME_ID}/download-audio` },
  // Review and share. The shared/{token} calls are public on purpose: the link is the key.
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/share` },
  { method: 'POST', path: `/api/v1/documents/${SOME_ID}/share`, body: {} },
  { method: 'DELETE', path: `/api/v1/documents/${SOME_ID}/share` },
  { method: 'GET', path: `/api/v1/documents/${SOME_ID}/notes` },
  {
    method: 'POST',
    path: `/api/v1/documents/${SOME_ID}/notes`,
    body: { scene_id: SOME_ID, text: 'x' },
  },
  { method: 'PATCH', path: `/api/v1/notes/${SOME_ID}`, body: { text: 'x' } },
  { method: 'DELETE', path: `/api/v1/notes/${SOME_ID}` },
  { method: 'POST', path: `/api/v1/notes/${SOME_ID}/replies`, body: { text: 'x' } },
  // Stems. The podcast feed and its enclosures are public on purpose, as shared/{token}.
  { method: 'POST', path: `/api/v1/documents/${SOME_ID}/download-stems` },
];
