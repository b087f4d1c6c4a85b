/**
 * Full-page navigation to a hosted checkout: the provider's page is another document,
 * so the single-page router must not handle it. Kept in its own module so tests can observe it.
 */
export const leavePage = (url: string): void => {
  window.location.assign(url);
};
