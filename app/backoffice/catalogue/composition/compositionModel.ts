/**
 * A course's or package's composition as the editor kit edits it (issue 40 "Compose a course or a
 * package: choose its classes …, reorder them by keyboard with the move announced, remove"),
 * without React: the document is the classes in order; a class is added at the end once or taken
 * out (moved by the reorder kit); and the draft store that keeps unsaved work across a reload
 * (kit/editor/draftStore.ts).
 */
import type { BundleKlass } from '@app/shared/api/contract/adminCatalogue';
import { BUNDLE_KLASSES_MAX, displayStates } from '@app/shared/api/contract/adminCatalogueWords';
import { defineDraftStore, isWholeVersion } from '../../kit/editor/draftStore';

export type CompositionDoc = readonly BundleKlass[];

/** The document with `klass` at its end; unchanged when it is in already or the bundle is full. */
export function addKlass(doc: CompositionDoc, klass: BundleKlass): CompositionDoc {
  if (doc.length >= BUNDLE_KLASSES_MAX || doc.some((one) => one.klassId === klass.klassId)) return doc;
  return [...doc, klass];
}

export function removeKlass(doc: CompositionDoc, klassId: string): CompositionDoc {
  return doc.filter((klass) => klass.klassId !== klassId);
}

const isBundleKlass = (value: unknown): value is BundleKlass =>
  typeof value === 'object' &&
  value !== null &&
  'klassId' in value &&
  typeof value.klassId === 'string' &&
  'title' in value &&
  typeof value.title === 'string' &&
  'masterName' in value &&
  typeof value.masterName === 'string' &&
  'displayState' in value &&
  displayStates.some((state) => state === value.displayState);

/** Unsaved compositions, one per course or package, with the version they were based on. */
export const compositionDrafts = defineDraftStore<CompositionDoc, number>({
  prefix: 'klass.backoffice.bundleDraft.',
  isDoc: (value): value is CompositionDoc => Array.isArray(value) && value.every(isBundleKlass),
  isVersion: isWholeVersion,
});
