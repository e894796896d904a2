/**
 * Phone numbers for display (spec learner.md §5, §9): `0XX-XXXX-XXXX`, with a +82 prefix turned
 * into the national 0 (`+82 10-1234-5678` → `010-1234-5678`). Ten-digit numbers show 3-3-4 and
 * Seoul (02) numbers 2-3-4 or 2-4-4. Anything else is shown as it was given, only trimmed, so a
 * number the formatter does not know is never mangled.
 */
const COUNTRY_PREFIX = /^(\+|00)82/;

function nationalDigits(raw: string): string {
  const trimmed = raw.trim();
  if (!COUNTRY_PREFIX.test(trimmed)) return trimmed.replace(/\D/g, '');
  const rest = trimmed.replace(COUNTRY_PREFIX, '').replace(/\D/g, '');
  // "+82 010…" is a common mistake: the national 0 is written after the country code.
  return rest.startsWith('0') ? rest : `0${rest}`;
}

const LAYOUTS: ReadonlyArray<{ test: RegExp; parts: RegExp }> = [
  { test: /^02\d{7,8}$/, parts: /^(02)(\d{3,4})(\d{4})$/ },
  { test: /^0\d{10}$/, parts: /^(\d{3})(\d{4})(\d{4})$/ },
  { test: /^0\d{9}$/, parts: /^(\d{3})(\d{3})(\d{4})$/ },
];

export function formatPhone(raw: string): string {
  const digits = nationalDigits(raw);
  const layout = LAYOUTS.find((candidate) => candidate.test.test(digits));
  const parts = layout?.parts.exec(digits);
  return parts ? parts.slice(1).join('-') : raw.trim();
}
