import { describe, expect, it } from 'vitest';
import { answerWithFile, readMockPublicFile } from './publicFiles';

const file = { body: Buffer.from('0123456789'), contentType: 'video/mp4' };

describe('mock public files', () => {
  it('serves the msw worker script from mocks/public', async () => {
    const worker = await readMockPublicFile('/mockServiceWorker.js');
    expect(worker?.contentType).toBe('text/javascript; charset=utf-8');
    expect(worker?.body.toString()).toContain('Mock Service Worker');
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/nope.mp4'])(
    'never serves %s (outside the folder or missing)',
    async (path) => {
      expect(await readMockPublicFile(path)).toBeNull();
    },
  );

  it('answers byte ranges so a video can seek to the last position', () => {
    expect(answerWithFile(file, 'bytes=2-4')).toMatchObject({
      status: 206,
      headers: { 'Content-Range': 'bytes 2-4/10', 'Content-Length': '3' },
    });
    expect(answerWithFile(file, 'bytes=7-').body.toString()).toBe('789');
    expect(answerWithFile(file, 'bytes=-3').body.toString()).toBe('789');
    expect(answerWithFile(file, 'bytes=20-').status).toBe(416);
    expect(answerWithFile(file, null)).toMatchObject({ status: 200, headers: { 'Accept-Ranges': 'bytes' } });
  });
});
