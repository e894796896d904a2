/**
 * Variants generated from option groups (issue 28 "Unit tests: variant generation from option
 * groups (adding / removing an option keeps the variants' values that still apply)"; backoffice.md
 * §7 Product "variants … option groups"): every combination once, the first group varying slowest;
 * adding a value, adding a group, removing a value and removing a group keep what still applies;
 * the limits (three groups, 2,048 combinations) and the whole-list check the server makes.
 */
import { describe, expect, it } from 'vitest';
import {
  generateVariants,
  optionCombinations,
  optionGroupsProblem,
  variantRuleMessages,
  variantsProblem,
  type OptionGroup,
  type Variant,
} from './adminProductWords';

const base = { skuPrefix: 'GOODS-001', price: 32_000 };
const colour: OptionGroup = { name: '색상', values: ['화이트', '블랙'] };
const size: OptionGroup = { name: '사이즈', values: ['S', 'M'] };

/** The variants with a distinct price each, as an operator would have set them. */
function priced(variants: Variant[]): Variant[] {
  return variants.map((variant, index) => ({ ...variant, price: 10_000 + index * 1_000, sku: `SET-${index}` }));
}

const summary = (variants: readonly Variant[]) => variants.map((variant) => `${variant.optionValues.join('/')}:${variant.price}:${variant.sku}`);

describe('option combinations', () => {
  it('makes every combination once, the first group varying slowest', () => {
    expect(optionCombinations([colour, size])).toEqual([
      ['화이트', 'S'],
      ['화이트', 'M'],
      ['블랙', 'S'],
      ['블랙', 'M'],
    ]);
    // No group: the item itself, one variant of no values (a book, goods without options).
    expect(optionCombinations([])).toEqual([[]]);
  });

  it('an item without options is one variant with its SKU; removing every group keeps the first variant’s SKU and stock', () => {
    expect(generateVariants([], [], [], base)).toEqual([{ optionValues: [], sku: 'GOODS-001-0001', price: 32_000, stock: {}, status: 'ON_SALE' }]);
    const stocked = generateVariants([], [], [colour], base).map((variant, index) => ({ ...variant, stock: { 'wh-icheon': index + 4 } }));
    expect(generateVariants([colour], stocked, [], base)).toEqual([{ ...stocked[0], optionValues: [] }]);
    expect(variantsProblem([], [])).toBe(variantRuleMessages.mismatch);
  });

  it('new variants start at the item price, no stock, on sale, with an SKU of the item', () => {
    const [first] = generateVariants([], [], [colour], base);
    expect(first).toEqual({ optionValues: ['화이트'], sku: 'GOODS-001-0001', price: 32_000, stock: {}, status: 'ON_SALE' });
  });
});

describe('changing the groups keeps the values that still apply', () => {
  const before = priced(generateVariants([], [], [colour], base));

  it('adding a value keeps every variant and adds a blank one', () => {
    const next = generateVariants([colour], before, [{ ...colour, values: ['화이트', '블랙', '네이비'] }], base);
    expect(summary(next)).toEqual(['화이트:10000:SET-0', '블랙:11000:SET-1', '네이비:32000:GOODS-001-0003']);
  });

  it('adding a group carries the variants to its first value; the other values start blank', () => {
    const next = generateVariants([colour], before, [colour, size], base);
    expect(summary(next)).toEqual(['화이트/S:10000:SET-0', '화이트/M:32000:GOODS-001-0002', '블랙/S:11000:SET-1', '블랙/M:32000:GOODS-001-0004']);
  });

  it('removing a value drops only its variants', () => {
    const two = priced(generateVariants([], [], [colour, size], base));
    const next = generateVariants([colour, size], two, [{ ...colour, values: ['블랙'] }, size], base);
    expect(summary(next)).toEqual(['블랙/S:12000:SET-2', '블랙/M:13000:SET-3']);
  });

  it('removing a group keeps, of the variants that merge, the first', () => {
    const two = priced(generateVariants([], [], [colour, size], base));
    const next = generateVariants([colour, size], two, [size], base);
    expect(summary(next)).toEqual(['S:10000:SET-0', 'M:11000:SET-1']);
  });

  it('reordering values follows the new order with each variant’s own values', () => {
    const next = generateVariants([colour], before, [{ ...colour, values: ['블랙', '화이트'] }], base);
    expect(summary(next)).toEqual(['블랙:11000:SET-1', '화이트:10000:SET-0']);
  });
});

describe('SKUs of made combinations (issue 40)', () => {
  const colours = (count: number) => ({ name: '색상', values: ['화이트', '블랙', '네이비', '레드'].slice(0, count) });
  const sizes = (count: number) => ({ name: '사이즈', values: ['S', 'M', 'L'].slice(0, count) });
  const materials = (count: number) => ({ name: '소재', values: ['면', '린넨', '울'].slice(0, count) });
  /** Option setups an operator moves between: values added, removed, reordered; groups added, removed, reordered. */
  const setups: OptionGroup[][] = [
    [],
    [colours(1)],
    [colours(2)],
    [colours(3)],
    [{ name: '색상', values: ['네이비', '화이트', '블랙'] }],
    [sizes(3)],
    [colours(2), sizes(2)],
    [colours(3), sizes(2)],
    [sizes(2), colours(3)],
    [colours(3), sizes(3)],
    [colours(3), materials(2)],
    [colours(3), sizes(2), materials(3)],
    [materials(3), colours(4), sizes(3)],
  ];
  /** How the previous SKUs were left: as made, or typed by the operator so that they take other rows' places. */
  const skuStyles: Record<string, (variants: Variant[]) => Variant[]> = {
    made: (variants) => variants,
    shuffled: (variants) => variants.map((variant, index) => ({ ...variant, sku: `${base.skuPrefix}-${String(variants.length - index).padStart(4, '0')}` })),
    shifted: (variants) => variants.map((variant, index) => ({ ...variant, sku: `${base.skuPrefix}-${String(index + 2).padStart(4, '0')}` })),
  };

  it('“making option combinations must not produce SKUs that collide with each other or with existing ones”, from every setup to every other', () => {
    let checked = 0;
    for (const from of setups) {
      for (const [style, leave] of Object.entries(skuStyles)) {
        const previous = leave(generateVariants([], [], from, base)).map((variant, index) => ({ ...variant, price: 1_000 + index }));
        const previousSkus = new Set(previous.map((variant) => variant.sku));
        for (const to of setups) {
          const next = generateVariants(from, previous, to, base);
          const skus = next.map((variant) => variant.sku);
          const label = `${style}: ${summaryOf(from)} → ${summaryOf(to)}`;
          expect(new Set(skus).size, label).toBe(skus.length);
          // A fresh row (the item's price; kept rows have prices of their own) never takes an SKU an existing row has.
          for (const variant of next) if (variant.price === base.price) expect(previousSkus.has(variant.sku), label).toBe(false);
          if (to.length > 0) expect(variantsProblem(to, next), label).toBeNull();
          checked += 1;
        }
      }
    }
    expect(checked).toBe(setups.length * setups.length * Object.keys(skuStyles).length);
  });

  it('adding a third group of 3 to 3 × 2 made variants gives 18 rows with 18 SKUs (the review’s case)', () => {
    const previous = generateVariants([], [], [colours(3), sizes(2)], base);
    const next = generateVariants([colours(3), sizes(2)], previous, [colours(3), sizes(2), materials(3)], base);
    expect(next).toHaveLength(18);
    expect(new Set(next.map((variant) => variant.sku)).size).toBe(18);
    // The six kept rows keep their SKUs.
    expect(next.filter((variant) => variant.optionValues[2] === '면').map((variant) => variant.sku)).toEqual(previous.map((variant) => variant.sku));
  });
});

const summaryOf = (groups: readonly OptionGroup[]) => groups.map((group) => `${group.name}(${group.values.length})`).join('×') || '없음';

describe('limits', () => {
  const values = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

  it('three groups of 16 × 16 × 8 make 2,048 variants; one more combination is refused', () => {
    const groups = [
      { name: '색상', values: values(16, 'C') },
      { name: '사이즈', values: values(16, 'S') },
      { name: '소재', values: values(8, 'M') },
    ];
    expect(optionGroupsProblem(groups)).toBeNull();
    expect(generateVariants([], [], groups, base)).toHaveLength(2_048);
    expect(optionGroupsProblem([...groups.slice(0, 2), { name: '소재', values: values(9, 'M') }])).toBe(variantRuleMessages.tooMany);
  });

  it('a fourth group, a blank or repeated name or value is refused', () => {
    expect(optionGroupsProblem([colour, size, { name: 'a', values: ['1'] }, { name: 'b', values: ['1'] }])).toBe(variantRuleMessages.groups);
    expect(optionGroupsProblem([colour, { ...size, name: '색상' }])).toBe(variantRuleMessages.groupName);
    expect(optionGroupsProblem([{ name: '색상', values: ['화이트', '화이트'] }])).toBe(variantRuleMessages.values);
  });

  it('the server refuses variants that are not the combinations, or share an SKU', () => {
    const variants = generateVariants([], [], [colour], base);
    expect(variantsProblem([colour], variants)).toBeNull();
    expect(variantsProblem([colour, size], variants)).toBe(variantRuleMessages.mismatch);
    expect(variantsProblem([colour], variants.map((variant) => ({ ...variant, sku: 'SAME' })))).toBe(variantRuleMessages.skuTaken);
  });
});
