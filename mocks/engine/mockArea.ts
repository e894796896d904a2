/**
 * What a mock area declares in its folder's `area.ts` (`export default defineMockArea({…})`): its
 * handlers, and its seed with the collections the seed needs filled first. The collections
 * themselves are in the folder's `collections.ts` (mocks/db/database.ts finds them). The mock's
 * runtimes, the seed and the tests find every area.ts (mocks/areas.ts); nothing central lists
 * them (docs/adding-an-area.md).
 */
import type { Faker } from '@faker-js/faker';
import type { HttpHandler } from 'msw';
import type { CollectionName } from '@mocks/db/database';

export interface MockAreaSeed {
  /**
   * The collections this seed reads or adds to: the areas that declare them seed first
   * (mocks/db/seed/order.ts). Name every collection the seed touches that is not its own.
   */
  readonly needs: readonly CollectionName[];
  /**
   * Fills the area's collections. `faker` is the world's shared stream: drawing from it makes the
   * world depend on the order of seeds, so an area generating data uses a faker of its own seed
   * (as the member and order seeds do); the shared one is for the learner areas that always did.
   */
  readonly run: (faker: Faker) => Promise<void>;
}

export interface MockAreaDeclaration {
  /** Every handler of the area; the order among areas is decided by specificity (handlerOrder.ts). */
  readonly handlers?: readonly HttpHandler[];
  readonly seed?: MockAreaSeed;
}

/** A declaration with the folder it was found in (`backoffice/orders`), which names the area. */
export interface MockArea extends MockAreaDeclaration {
  readonly name: string;
}

/** Types an area's declaration; the folder it sits in gives it its name. */
export function defineMockArea(declaration: MockAreaDeclaration): MockAreaDeclaration {
  return declaration;
}
