/**
 * A fake broadcast channel hub for tests: channels opened on one hub reach each other, never the
 * one that posted (as BroadcastChannel does), and a closed channel hears nothing.
 */
import type { ChangeChannel } from './changeSync';

type Listener = (event: { data: unknown }) => void;

export function createChannelHub() {
  const channels = new Set<{ listeners: Set<Listener> }>();
  return {
    open(): ChangeChannel {
      const self = { listeners: new Set<Listener>() };
      channels.add(self);
      return {
        postMessage(data) {
          // Structured clone, as the real channel does: nothing is shared by reference.
          const copy: unknown = structuredClone(data);
          for (const other of channels) {
            if (other !== self) for (const listener of other.listeners) listener({ data: copy });
          }
        },
        addEventListener: (_type, listener) => self.listeners.add(listener),
        removeEventListener: (_type, listener) => self.listeners.delete(listener),
        close: () => channels.delete(self),
      };
    },
  };
}
