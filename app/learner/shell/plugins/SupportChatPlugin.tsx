/**
 * The support chat: boots the widget (live, or the stand-in in mock mode) and shows the site's
 * floating chat button "무엇을 도와드릴까요?" with the unread badge — unless the tenant hides the
 * button or the page runs inside the native player app (spec learner.md §1, §2). Its own lazy
 * chunk.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AlertDialog } from '@ds/components/AlertDialog';
import { FloatingActionButton } from '@ds/components/FloatingActionButton';
import type { TenantPlugins } from '@app/shared/api/contract/tenant';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { findNativeBridge } from '@app/shared/session/nativeBridge';
import { useSession } from '@app/shared/session/react';
import { usePluginMode } from './pluginMode';
import { startLiveChat, startStandInChat, type ChatMember, type SupportChatHandle } from './supportChat';

type ChatConfig = NonNullable<TenantPlugins['chat']>;

export default function SupportChatPlugin({ config }: { config: ChatConfig }) {
  const mode = usePluginMode();
  const session = useSession();
  const wantsMember = config.sendMemberInfo && session.isAuthenticated;
  const me = useQuery({ ...meQuery(), enabled: wantsMember });
  const member: ChatMember | null = wantsMember && me.data ? me.data : null;
  // Booted once the member is known (or not wanted), so the widget is not booted twice.
  const ready = !wantsMember || !me.isPending;
  const handle = useRef<SupportChatHandle | null>(null);
  const [unread, setUnread] = useState(0);
  const [standInOpen, setStandInOpen] = useState(false);
  const memberKey = member?.accountKey ?? null;

  // Reads the member of this render; the effect below re-runs only when its key changes.
  const startChat = useEffectEvent(() =>
    mode === 'live' ? startLiveChat(config.key, member) : startStandInChat(() => setStandInOpen(true)),
  );
  useEffect(() => {
    if (!ready) return undefined;
    const started = startChat();
    handle.current = started;
    return started.subscribeUnread(setUnread);
  }, [mode, config.key, ready, memberKey]);

  const showButton = config.showButton && findNativeBridge() === null;
  return (
    <>
      {/* Said once the widget has booted, the moment the button can show (stories wait for it). */}
      {mode === 'standIn' && ready && (
        <p data-plugin="support-chat">{copy.site.standInChat(config.key, config.sendMemberInfo)}</p>
      )}
      {showButton && ready && (
        <FloatingActionButton label={copy.site.chatButton} unreadCount={unread} onClick={() => handle.current?.open()} />
      )}
      {mode === 'standIn' && (
        <AlertDialog open={standInOpen} onClose={() => setStandInOpen(false)} title={copy.site.standInChatOpenedTitle}>
          {copy.site.standInChatOpenedBody(config.key)}
        </AlertDialog>
      )}
    </>
  );
}
