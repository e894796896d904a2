/**
 * Builds static CSS rules, one per token value, keyed by a data attribute — e.g. `&[data-gap='4']
 * { gap: var(--k-space-4) }` for every spacing token. Computed once when a module loads, so
 * components choose a value with an attribute instead of interpolating styles on every render.
 */
export function attributeRules<Key extends string | number>(
  attribute: string,
  keys: readonly Key[],
  declarations: (key: Key) => string,
): string {
  return keys.map((key) => `&[${attribute}='${key}'] { ${declarations(key)} }`).join('\n');
}

/** The keys of a token object, typed (Object.keys loses the key type). */
export function tokenKeys<Tokens extends Record<string | number, unknown>>(tokens: Tokens): Array<keyof Tokens & (string | number)> {
  return Object.keys(tokens) as Array<keyof Tokens & (string | number)>;
}
