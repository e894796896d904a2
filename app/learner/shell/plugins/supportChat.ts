/**
 * The support-chat widget behind one small handle (spec learner.md §1 "a support chat widget",
 * §3 chat plugin: key, button flag, member-info flag). The live handle boots the vendor's web SDK
 * (a Channel-style `boot` / `showMessenger` / `onBadgeChanged` API) with the site's own button, so
 * the vendor's launcher stays hidden; the stand-in keeps everything in the page.
 */
import { loadScript } from './loadScript';

export interface ChatMember {
  accountKey: string;
  displayName: string;
  email: string;
}

export interface SupportChatHandle {
  open(): void;
  /** Calls `listener` with the unread count now and whenever it changes; returns the unsubscribe. */
  subscribeUnread(listener: (count: number) => void): () => void;
}

export const SUPPORT_CHAT_SCRIPT_URL = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

type VendorCall = (method: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    ChannelIO?: VendorCall & { q?: unknown[][] };
  }
}

/** Calls made before the SDK arrives are queued on `ChannelIO.q`, which the SDK replays. */
function vendor(): VendorCall {
  if (!window.ChannelIO) {
    const queue: unknown[][] = [];
    const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    window.ChannelIO = stub;
  }
  return window.ChannelIO;
}

/** The boot options: the tenant key, no vendor launcher, and the member only when allowed. */
export function chatBootOptions(key: string, member: ChatMember | null): Record<string, unknown> {
  return {
    pluginKey: key,
    hideChannelButtonOnBoot: true,
    ...(member
      ? { memberId: member.accountKey, profile: { name: member.displayName, email: member.email } }
      : {}),
  };
}

export function startLiveChat(key: string, member: ChatMember | null): SupportChatHandle {
  const call = vendor();
  call('boot', chatBootOptions(key, member));
  void loadScript('klass-support-chat', SUPPORT_CHAT_SCRIPT_URL).catch(() => {
    // The chat is optional: a blocked vendor script leaves the site working without it.
  });
  const listeners = new Set<(count: number) => void>();
  call('onBadgeChanged', (count: unknown) => {
    for (const listener of listeners) listener(typeof count === 'number' ? count : 0);
  });
  return {
    open: () => call('showMessenger'),
    subscribeUnread(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Mock mode: a chat that holds one unread welcome message until it is opened, so the button's
 * badge and its clearing can be seen without the vendor.
 */
export function startStandInChat(onOpen: () => void): SupportChatHandle {
  let unread = 1;
  const listeners = new Set<(count: number) => void>();
  return {
    open() {
      unread = 0;
      for (const listener of listeners) listener(unread);
      onOpen();
    },
    subscribeUnread(listener) {
      listeners.add(listener);
      listener(unread);
      return () => listeners.delete(listener);
    },
  };
}
