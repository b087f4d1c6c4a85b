/** Billing texts that the server never sends, word for word. */
export const UI_MESSAGES = {
  invalidCheckoutUrl: 'Error: Invalid checkout URL received from server',
  checkoutFailed: 'Error creating checkout session. Please try again.',
  checkoutError: (message: string) => `Error: ${message}`,
  prorationFailed: 'Failed to load proration info.',
  updateFailed: 'Failed to update subscription.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  cancelFailedWith: (message: string) => `Failed to cancel subscription: ${message}`,
  noConnection: 'Could not connect to server. Please try again later.',
  transactionsFailed: 'Failed to fetch transactions',
  receiptMissing: 'Receipt not available',
} as const;
