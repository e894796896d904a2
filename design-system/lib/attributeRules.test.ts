/** Static per-token rules (issue 3: "Styled-components with static styles; variants as data attributes"). */
import { describe, expect, it } from 'vitest';
import { attributeRules, tokenKeys } from './attributeRules';

describe('attributeRules', () => {
  it('writes one rule per key, keyed by the attribute', () => {
    expect(attributeRules('data-gap', [1, 2], (k) => `gap: ${k}px;`)).toBe("&[data-gap='1'] { gap: 1px; }\n&[data-gap='2'] { gap: 2px; }");
  });

  it('lists token keys', () => {
    expect(tokenKeys({ sm: 'a', md: 'b' })).toEqual(['sm', 'md']);
  });
});
