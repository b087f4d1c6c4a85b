import { findPlan } from '@castmyscript/api/contract';

/**
 * The plan a package_name stands for: the part before the first underscore, shown
 * with the catalogue's spelling when the catalogue knows it ('starter_monthly' → 'Starter').
 */
export const planNameOf = (packageName: string): string => {
  const known = findPlan(packageName);
  if (known) return known.name;
  const head = packageName.split('_')[0] ?? '';
  return head ? head.charAt(0).toUpperCase() + head.slice(1) : packageName;
};
