/**
 * hls.js's light build ships without its own types (its package exports `./light` without a
 * `types` entry); it is the same API as the full build, whose types these are.
 */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
