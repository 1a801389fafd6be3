/**
 * Stripe's request bodies and query strings: form encoding with bracket notation
 * (`metadata[userId]=u1`, `items[0][price]=price_1`, `expand[0]=latest_charge`), read back into the
 * nested objects and arrays the SDK encoded.
 */
type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((part, index) => (index === 0 ? part : part.replace(/]$/, '')));
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key = part === '' && Array.isArray(node) ? String(node.length) : part;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const next = parts[index + 1] ?? '';
      if (container[key] === undefined) container[key] = /^\d*$/.test(next) ? [] : {};
      node = container[key] as Record<string, FormValue>;
    });
  }
  return root;
}

/** `expand[0]=a.b&expand[1]=c` (or an array already parsed) as a list of paths. */
export function expandPaths(value: FormValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.values(value).filter((item): item is string => typeof item === 'string');
}
