/**
 * The one typed catalogue of user-facing Korean text. Screens and tests refer to it by key,
 * `copy.area.key`; each area keeps its own module here.
 *
 * `copy` is the namespace of app/shared/copy/catalogue.ts rather than an object literal, so the bundler
 * keeps only the areas a chunk reads: the entry does not carry every feature's copy (issue 9).
 */
export * as copy from './catalogue';
