/**
 * For stories of a screen that takes a file: holds the upload's parts from `hold()` until
 * `release()`, then lets the mock answer them as usual, so a story can act while a file is still
 * going up (a send or save asked too early) and then see what follows once it is up. Call `hold()`
 * first in the play function: the gate is the story file's, and a story played again starts held.
 */
import { http } from 'msw';

export function uploadGate() {
  let released = Promise.resolve();
  let release = () => {};
  return {
    /** For the story's `parameters.msw.handlers`. */
    handler: http.put('*/storage/uploads/:uploadId/parts/:partNumber', async () => {
      await released;
      return undefined;
    }),
    hold() {
      released = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}
