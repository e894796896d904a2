/** The support-chat handle: member info only when the tenant allows it (spec learner.md §3). */
import { describe, expect, it, vi } from 'vitest';
import { chatBootOptions, startStandInChat } from './supportChat';

describe('support chat', () => {
  it('boots without the member unless member info is handed over', () => {
    expect(chatBootOptions('chat-1', null)).toEqual({ pluginKey: 'chat-1', hideChannelButtonOnBoot: true });
    expect(
      chatBootOptions('chat-1', { accountKey: 'acc-1', displayName: '김하늘', email: 'a@b.test' }),
    ).toEqual({
      pluginKey: 'chat-1',
      hideChannelButtonOnBoot: true,
      memberId: 'acc-1',
      profile: { name: '김하늘', email: 'a@b.test' },
    });
  });

  it('the stand-in reports one unread message until opened', () => {
    const onOpen = vi.fn();
    const chat = startStandInChat(onOpen);
    const counts: number[] = [];
    chat.subscribeUnread((count) => counts.push(count));
    chat.open();
    expect(counts).toEqual([1, 0]);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
