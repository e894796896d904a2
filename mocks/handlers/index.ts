/**
 * Every handler of the mock: each area's area.ts declares its own (mocks/areas.ts finds them),
 * put in the order msw must try them, the most specific path first (mocks/engine/handlerOrder.ts),
 * so which handler answers never depends on the order the areas were found in. A story or test
 * overrides one with `server.use(…)` / `parameters.msw`, which msw tries before these.
 */
import type { HttpHandler } from 'msw';
import { mockAreas } from '@mocks/areas';
import { inMatchOrder } from '@mocks/engine/handlerOrder';

export function allHandlers(): HttpHandler[] {
  return inMatchOrder(mockAreas.flatMap((area) => area.handlers ?? []));
}
