/**
 * Adds a third-party script to the page once (by element id) and resolves when it has loaded.
 * A second call with the same id shares the first load.
 */
const pending = new Map<string, Promise<void>>();

export function loadScript(id: string, src: string): Promise<void> {
  const existing = pending.get(id);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`script ${src} failed to load`)));
    document.head.append(script);
  });
  pending.set(id, loading);
  return loading;
}
