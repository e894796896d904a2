#!/usr/bin/env node
/**
 * Writes the e2e build's deploy-time /runtime-config.js, as a deploy writes it beside a built app:
 * the API stays the build's (VITE_API_BASE_URL, the mock HTTP server) and the KAKAO and NAVER
 * providers are the mock server's authorize pages, so the built app walks the real-provider path
 * end to end (provider page, redirect with a code, `POST /oauth/{kind}/code`).
 *
 * playwright.config.ts runs it just before serving the build, so a Playwright run against an
 * existing build gets the same configuration as `npm run test:e2e`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mockOrigin, outDir } from './ports.mjs';

const provider = (segment) => ({
  authorizeUrl: `${mockOrigin}/__mock/oauth/${segment}/authorize`,
  clientId: 'klass-mock',
});

const config = { oauth: { KAKAO: provider('kakao'), NAVER: provider('naver') } };

if (!existsSync(outDir)) {
  console.error(`deployConfig: ${outDir}/ does not exist; build first (npm run test:e2e does).`);
  process.exit(1);
}
writeFileSync(
  join(outDir, 'runtime-config.js'),
  `// Written by tests/e2e/deployConfig.mjs: the e2e deploy of this build.\n` +
    `window.__KLASS_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`,
);
