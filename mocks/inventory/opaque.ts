/** Unguessable opaque token values (class-room, refresh and resource tokens). */
export function opaqueToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `${prefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
