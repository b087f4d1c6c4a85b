/** The success and error envelopes, as an MSW handler answers them. */
export const success = <T>(data?: T, message?: string) => ({ status: 'success', message, data });
export const failure = (message?: string, data?: unknown) => ({ status: 'error', message, data });
