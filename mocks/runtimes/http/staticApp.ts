/**
 * The mock HTTP server's static mode (`npm run mock:server -- --static dist`): one origin serves
 * the built app and the mock API, as a deploy with the API on the same host would, with the same
 * deploy headers as `vite preview` and the nginx sample (deploy/securityHeaders.ts). A file of the
 * build is answered as it is; any other page navigation gets index.html (the app routes it).
 */
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { deployTargetOf } from '../../../deploy/deployTarget.ts';
import { securityHeaders } from '../../../deploy/securityHeaders.ts';
import { contentTypeOf } from '../publicFiles';

export type StaticApp = (request: Request) => Promise<Response | undefined>;

async function fileAt(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = normalize(join(root, decoded));
  if (!path.startsWith(root + sep)) return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** Answers GET and HEAD for the build in `dir`; undefined for what is not the app's. */
export function staticApp(dir: string): StaticApp {
  const root = resolve(dir);
  // The API is this origin (connect-src 'self'), unless the build's runtime config names another.
  const headers = securityHeaders(deployTargetOf(root, undefined));
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    const navigation = request.headers.get('accept')?.includes('text/html') ?? false;
    const path = (await fileAt(root, pathname)) ?? (navigation ? join(root, 'index.html') : null);
    if (!path) return undefined;
    const body = await readFile(path);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      headers: { ...headers, 'Content-Type': contentTypeOf(path), 'Cache-Control': 'no-cache' },
    });
  };
}
