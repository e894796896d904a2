#!/usr/bin/env node
/**
 * Writes the e2e build's deploy-time /runtime-config.js, as a deploy writes it beside a built app:
 * for worker 0 the API stays the build's (VITE_API_BASE_URL, its mock HTTP server); every other
 * worker serves a copy of the build whose runtime config names that worker's own mock server, as
 * one build is deployed against several backends. The KAKAO and NAVER
 * providers are the mock server's authorize pages, so the built app walks the real-provider path
 * end to end, one provider per response type so both are walked: KAKAO on the code response
 * (provider page, redirect with `?code=`, `POST /oauth/{kind}/code`), NAVER on the token response
 * (provider page, redirect with `#access_token=`, `POST /oauth/{kind}`).
 *
 * playwright.config.ts runs it (`node tests/e2e/deployConfig.mjs <worker>`) just before serving a
 * worker's build, so a Playwright run against an existing build gets the same configuration as
 * `npm run test:e2e`.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, workerServers } from './ports.mjs';

const worker = Number(process.argv[2] ?? 0);
const servers = workerServers(worker);
const mockOrigin = servers.mockOrigin;

const provider = (segment, responseType) => ({
  authorizeUrl: `${mockOrigin}/__mock/oauth/${segment}/authorize`,
  clientId: 'klass-mock',
  responseType,
});

const config = {
  ...(worker === 0 ? {} : { apiBaseUrl: mockOrigin }),
  oauth: { KAKAO: provider('kakao', 'code'), NAVER: provider('naver', 'token') },
};

if (!existsSync(outDir)) {
  console.error(`deployConfig: ${outDir}/ does not exist; build first (npm run test:e2e does).`);
  process.exit(1);
}
if (servers.outDir !== outDir) {
  rmSync(servers.outDir, { recursive: true, force: true });
  cpSync(outDir, servers.outDir, { recursive: true });
}
writeFileSync(
  join(servers.outDir, 'runtime-config.js'),
  `// Written by tests/e2e/deployConfig.mjs: the e2e deploy of this build.\n` +
    `window.__KLASS_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`,
);
