#!/usr/bin/env node
/**
 * Writes the e2e build's deploy-time /runtime-config.js, as a deploy writes it beside a built app:
 * the API stays the build's (VITE_API_BASE_URL, the mock HTTP server) and the KAKAO and NAVER
 * providers are the mock server's authorize pages, so the built app walks the real-provider path
 * end to end, one provider per response type so both are walked: KAKAO on the code response
 * (provider page, redirect with `?code=`, `POST /oauth/{kind}/code`), NAVER on the token response
 * (provider page, redirect with `#access_token=`, `POST /oauth/{kind}`).
 *
 * playwright.config.ts runs it just before serving the build, so a Playwright run against an
 * existing build gets the same configuration as `npm run test:e2e`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockOrigin, outDir } from './ports.mjs';

const provider = (segment, responseType) => ({
  authorizeUrl: `${mockOrigin}/__mock/oauth/${segment}/authorize`,
  clientId: 'klass-mock',
  responseType,
});

const config = { oauth: { KAKAO: provider('kakao', 'code'), NAVER: provider('naver', 'token') } };

if (!existsSync(outDir)) {
  console.error(`deployConfig: ${outDir}/ does not exist; build first (npm run test:e2e does).`);
  process.exit(1);
}
writeFileSync(
  join(outDir, 'runtime-config.js'),
  `// Written by tests/e2e/deployConfig.mjs: the e2e deploy of this build.\n` +
    `window.__KLASS_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`,
);
