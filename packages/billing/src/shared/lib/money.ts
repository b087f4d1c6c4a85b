const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as '$18.75'; every amount the billing screens show goes through here. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** An amount in the transaction's own currency, falling back to the code when Intl rejects it. */
export const formatAmount = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
};
