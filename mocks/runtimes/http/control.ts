/**
 * Dev-only routes of the mock HTTP server, under `/__mock/`, for e2e tests and developers:
 *
 *   GET  /__mock/health     → { ok, scenario }
 *   GET  /__mock/scenario   → { active, scenarios: [{ name, description }] }
 *   POST /__mock/scenario   { name } → a freshly seeded world under that scenario, and the token
 *                           pair of its session: { name, session: {accessToken, refreshToken} | null }
 *   POST /__mock/reset      → the seed again, under the active scenario: { name, session }
 *   GET  /__mock/outbox     → the latest mail (verification code, reset link): { mail } (null if none)
 *   POST /__mock/catalogue/orders { type, itemKey, quantity?, sku? } → a new order of that catalogue item at its
 *                           price now, as a checkout would place it: { orderKey } (issue 28)
 *   GET  /__mock/uploads/{uploadId} → { received: { [partNumber]: times PUT } } of a multi-part
 *                           upload, finished or not (issue 44: a resumed upload sent no part twice)
 *   GET|POST /__mock/oauth/{kind}/authorize → the mock KAKAO / NAVER authorize page and its
 *                           redirect with a one-time code (HTML, see `oauthProvider.ts`)
 */
import { z } from 'zod/mini';
import { placeOrderRoute } from '@mocks/backoffice/catalogue/placeOrderRoute';
import { partReceiptsOf } from '@mocks/backoffice/files/store';
import { activeScenario, issueScenarioSession, loadScenario } from '@mocks/engine/applyScenario';
import { errorResponse } from '@mocks/engine/handle';
import { MockError } from '@mocks/engine/MockError';
import { latestOutbox } from '@mocks/outbox';
import { findScenario, scenarioMenu } from '@scenarios/registry';
import { answerOAuthAuthorize } from './oauthProvider';

const switchBodySchema = z.object({ name: z.string().check(z.minLength(1)) });

async function readSwitchBody(request: Request): Promise<string> {
  const parsed = switchBodySchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success)
    throw new MockError('badRequest', '시나리오 이름(name)을 보내 주세요.', { part: 'body' });
  if (!findScenario(parsed.data.name)) {
    throw new MockError('notFound', `알 수 없는 시나리오예요: ${parsed.data.name}`, {
      known: scenarioMenu.map((entry) => entry.name),
    });
  }
  return parsed.data.name;
}

async function switchTo(name: string): Promise<Response> {
  const scenario = await loadScenario(name);
  return Response.json({ name: scenario.name, session: await issueScenarioSession(scenario) });
}

async function route(request: Request, pathname: string): Promise<Response | undefined> {
  const method = request.method;
  if (pathname === '/__mock/health' && method === 'GET') {
    return Response.json({ ok: true, scenario: activeScenario().name });
  }
  if (pathname === '/__mock/scenario' && method === 'GET') {
    return Response.json({ active: activeScenario().name, scenarios: scenarioMenu });
  }
  if (pathname === '/__mock/scenario' && method === 'POST')
    return switchTo(await readSwitchBody(request));
  if (pathname === '/__mock/reset' && method === 'POST') return switchTo(activeScenario().name);
  if (pathname === '/__mock/outbox' && method === 'GET')
    return Response.json({ mail: latestOutbox() });
  if (pathname.startsWith('/__mock/oauth/')) return answerOAuthAuthorize(request);
  if (pathname === '/__mock/catalogue/orders' && method === 'POST') return placeOrderRoute(request);
  const upload = /^\/__mock\/uploads\/([^/]+)$/.exec(pathname);
  if (upload?.[1] && method === 'GET') return Response.json({ received: partReceiptsOf(decodeURIComponent(upload[1])) });
  return undefined;
}

/** The `control` option of `startMockHttpServer`: answers `/__mock/*`, leaves the rest to the API. */
export async function mockControl(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith('/__mock/')) return undefined;
  try {
    return await route(request, pathname);
  } catch (error) {
    if (error instanceof MockError) return errorResponse(error);
    throw error;
  }
}
