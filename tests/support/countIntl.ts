/**
 * Counts how often the code under test builds an Intl object of one kind (building the first loads
 * ICU's locale data, which issue 18 keeps off a form's first paint). Swaps the constructor for a
 * counting subclass; `restore()` puts the real one back. Import the module under test afresh
 * (`vi.resetModules()`, then `await import(…)`) so its formatters are built under the count.
 */
type IntlKind = 'NumberFormat' | 'Segmenter';

export function countIntl(kind: IntlKind): { readonly count: number; restore(): void } {
  const Real: new (...args: never[]) => object = Intl[kind];
  let count = 0;
  Reflect.set(
    Intl,
    kind,
    class extends Real {
      constructor(...args: never[]) {
        super(...args);
        count += 1;
      }
    },
  );
  return {
    get count() {
      return count;
    },
    restore: () => Reflect.set(Intl, kind, Real),
  };
}
