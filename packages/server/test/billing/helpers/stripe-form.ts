/**
 * Stripe's request encoding: form fields with bracketed paths (`line_items[0][price]=…`,
 * `expand[0]=…`, `metadata[user_id]=…`), in the body of a POST or the query of a GET.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root as Record<string, FormValue>;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment === '' ? String(Object.keys(node).length) : segment] = value;
        return;
      }
      node[segment] ??= {};
      node = node[segment] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

/** Objects whose keys are 0..n-1 become arrays, as the API reads them. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k])]));
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) {
    return keys.map((k) => converted[k]);
  }
  return converted;
}
