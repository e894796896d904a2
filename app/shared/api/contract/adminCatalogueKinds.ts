/** The catalogue's record types: an item (a class, a package, a product…) and a category (issue 37; how and why: defineKinds.ts). */
import { defineAreaKinds, type KindsIn } from './defineKinds';

const kinds = defineAreaKinds({
  recordTypes: {
    CATALOGUE_ITEM: { permission: 'CONTENT' },
    CATALOGUE_CATEGORY: { permission: 'CONTENT' },
  },
});
export default kinds;

declare module './defineKinds' {
  interface DeclaredRecordTypes extends KindsIn<typeof kinds.recordTypes> {}
}
