/**
 * `vite preview` (npm run preview, the e2e server) answers with the deploy headers of
 * securityHeaders.ts, so every journey runs the built app under the policy it ships with (the
 * media host from KLASS_MEDIA_ORIGINS in its environment: a wrong value stops it with the reason).
 * The dev server is left alone: React's fast refresh needs inline script there.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { deployTargetOf } from './deployTarget.ts';
import { securityHeaders } from './securityHeaders.ts';

export function deployHeaders(): Plugin {
  return {
    name: 'klass:deploy-headers',
    configurePreviewServer(server) {
      const { root, build, env } = server.config;
      const target = deployTargetOf(resolve(root, build.outDir), env.VITE_API_BASE_URL as string | undefined);
      const headers = securityHeaders(target);
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
