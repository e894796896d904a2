/**
 * HLS lessons (`playerType` HLS): a plain video element plays HLS only where the browser does so
 * itself (Safari), so elsewhere the stream goes through hls.js over Media Source Extensions. The
 * library (its light build, about 115 KB gzip: no alternate audio, subtitles or DRM, which the
 * lessons do not use) is imported here only, on demand, so it is a chunk of its own that only an
 * HLS lesson downloads; HTML5 lessons and every first route stay without it.
 */

/** Stops the stream and releases the element; safe to call more than once. */
export type Detach = () => void;

export interface HlsEngine {
  isSupported(): boolean;
  create(onFatal: () => void): { loadSource(src: string): void; attachMedia(video: HTMLVideoElement): void; destroy(): void };
}

/** hls.js, loaded on first use. */
export async function loadHlsEngine(): Promise<HlsEngine> {
  const { default: Hls } = await import('hls.js/light');
  return {
    isSupported: () => Hls.isSupported(),
    create(onFatal) {
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      return hls;
    },
  };
}

/**
 * Plays `src` in `video`: through hls.js where Media Source Extensions exist, else natively (the
 * browsers without them, iOS Safari above all, play HLS themselves). `onFatal` hears a stream
 * that cannot go on (the element's own error event covers the native path).
 */
export async function attachHls(
  video: HTMLVideoElement,
  src: string,
  onFatal: () => void,
  load: () => Promise<HlsEngine> = loadHlsEngine,
): Promise<Detach> {
  const engine = await load();
  if (!engine.isSupported()) {
    video.src = src;
    return () => video.removeAttribute('src');
  }
  const player = engine.create(onFatal);
  player.loadSource(src);
  player.attachMedia(video);
  return () => player.destroy();
}
