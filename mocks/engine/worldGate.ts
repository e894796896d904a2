/**
 * Which world a request was made in, so that one made in a world since replaced is dropped rather
 * than answered from the new one (issue 37). Storybook runs every story file in one page and seeds
 * a fresh world for each story; an autosave or a poll still on its way when its story ended used
 * to land in the next story's world (a page editor story failed CI that way). A runtime that
 * replaces the world under callers still running opens the next world here and hands each caller
 * a fetch marked with its own; the handlers drop a marked request whose world is no longer the
 * current one, as a backend that has gone away would. Unmarked requests (the app on `npm start`,
 * the HTTP server, unit tests) are always answered: only the Storybook runtime marks them.
 */

/** The header a marked request carries: the number of the world it was made in. */
export const WORLD_HEADER = 'X-Klass-Mock-World';

let current = 0;
/** Answers being worked out now: the next world is seeded only once they have ended. */
const running = new Set<Promise<unknown>>();

/**
 * Closes the current world and opens the next one; resolves with its number once every answer
 * under way has ended, so that no answer of the old world writes while the next is being seeded.
 */
export async function openNextWorld(): Promise<number> {
  current += 1;
  const world = current;
  await Promise.allSettled([...running]);
  return world;
}

/** Whether the request was made in a world that is no longer the current one. */
export function fromClosedWorld(request: Request): boolean {
  const world = request.headers.get(WORLD_HEADER);
  return world !== null && Number(world) !== current;
}

/** Works out an answer, counted as under way until it ends (see `openNextWorld`). */
export function answering<T>(answer: Promise<T>): Promise<T> {
  running.add(answer);
  const ended = () => running.delete(answer);
  answer.then(ended, ended);
  return answer;
}

/** A fetch whose every request is marked as made in `world`. */
export function worldFetch(
  world: number,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set(WORLD_HEADER, String(world));
    return send(input, { ...init, headers });
  };
}
