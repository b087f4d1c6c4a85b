/**
 * The browser storage keys. One refresh-token key only: the
 * legacy spelling is cleared on sign-out so an old value can never be read back.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refresh_token',
  email: 'email',
  isLogin: 'isLogin',
} as const;

const LEGACY_REFRESH_KEY = 'refresh_Token';

const storage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;

export const tokenStorage = {
  getAccessToken: () => storage()?.getItem(STORAGE_KEYS.accessToken) ?? null,
  getRefreshToken: () => storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  setTokens(tokens: { access_token: string; refresh_token?: string }) {
    storage()?.setItem(STORAGE_KEYS.accessToken, tokens.access_token);
    if (tokens.refresh_token) storage()?.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  },
  startSession(tokens: { access_token: string; refresh_token: string }, email?: string) {
    this.setTokens(tokens);
    if (email) storage()?.setItem(STORAGE_KEYS.email, email);
    storage()?.setItem(STORAGE_KEYS.isLogin, 'true');
  },
  clear() {
    const s = storage();
    if (!s) return;
    for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
    s.removeItem(LEGACY_REFRESH_KEY);
  },
};
