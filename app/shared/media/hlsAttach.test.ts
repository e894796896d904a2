/** Issue 19 item 7: an HLS lesson plays through hls.js where MSE exists, natively otherwise. */
import { describe, expect, it, vi } from 'vitest';
import { attachHls, type HlsEngine } from './hlsAttach';

function fakeVideo() {
  const attributes = new Map<string, string>();
  return {
    set src(value: string) {
      attributes.set('src', value);
    },
    removeAttribute: (name: string) => attributes.delete(name),
    attributes,
  };
}

function fakeEngine(supported: boolean) {
  const player = { loadSource: vi.fn(), attachMedia: vi.fn(), destroy: vi.fn() };
  const engine: HlsEngine = { isSupported: () => supported, create: vi.fn(() => player) };
  return { engine, player };
}

describe('attachHls', () => {
  it('streams through hls.js where Media Source Extensions exist, and destroys it on detach', async () => {
    const video = fakeVideo();
    const { engine, player } = fakeEngine(true);
    const detach = await attachHls(video as unknown as HTMLVideoElement, '/hls/lesson.m3u8', () => undefined, async () => engine);
    expect(player.loadSource).toHaveBeenCalledWith('/hls/lesson.m3u8');
    expect(player.attachMedia).toHaveBeenCalledWith(video);
    expect(video.attributes.has('src')).toBe(false);
    detach();
    expect(player.destroy).toHaveBeenCalledOnce();
  });

  it('hands the playlist to the element where the browser plays HLS itself', async () => {
    const video = fakeVideo();
    const { engine, player } = fakeEngine(false);
    const detach = await attachHls(video as unknown as HTMLVideoElement, '/hls/lesson.m3u8', () => undefined, async () => engine);
    expect(video.attributes.get('src')).toBe('/hls/lesson.m3u8');
    expect(player.loadSource).not.toHaveBeenCalled();
    detach();
    expect(video.attributes.has('src')).toBe(false);
  });
});
