/**
 * A checkout address is only followed when it is an absolute http(s) URL: anything else (empty,
 * relative, `javascript:`) is refused with 'Error: Invalid checkout URL received from server'.
 */
export const isCheckoutUrl = (url: unknown): url is string => {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
