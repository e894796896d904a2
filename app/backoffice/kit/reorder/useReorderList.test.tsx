/**
 * The reorder kit's list (useReorderList with MoveButtons and ReorderItem) as a screen uses it:
 * issue 41 "Reordering works by keyboard and is announced … focus stays on the moved item", the
 * task's "the focus kept on the moved item's same button after a move or on the other one at an
 * end", one announcement per move, and a drop from the list itself or from another of its group.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '@app/shared/copy';
import { LiveAnnouncement, useAnnouncer } from '../editor/LiveAnnouncement';
import { MoveButtons } from './MoveButtons';
import { ReorderItem } from './ReorderItem';
import { moveItem } from './reorderMath';
import { useReorderList, type ReorderList, type ReorderListOptions } from './useReorderList';

const words = copy.backofficeReorder;
const nameOf = (title: string) => `‘${title}’ 모듈`;

interface ListProps {
  initial: readonly string[];
  /** Hands the list to the test (for the drops a pointer makes). */
  onReady?: (list: ReorderList) => void;
  group?: string;
  onMoveIn?: ReorderListOptions<string>['onMoveIn'];
  step?: ReorderListOptions<string>['step'];
}

function Modules({ initial, onReady, group, onMoveIn, step }: ListProps) {
  const [items, setItems] = useState(initial);
  const announcer = useAnnouncer();
  const list = useReorderList({
    items,
    keyOf: (title) => title,
    nameOf,
    announcer,
    onMove: (from, to) => setItems((current) => moveItem(current, from, to)),
    ...(group ? { group } : {}),
    ...(onMoveIn ? { onMoveIn } : {}),
    ...(step ? { step } : {}),
  });
  onReady?.(list);
  return (
    <>
      <ol aria-label="모듈">
        {items.map((title, index) => (
          <ReorderItem key={title} list={list} itemKey={title}>
            {title}
            <MoveButtons list={list} itemKey={title} name={nameOf(title)} canUp={index > 0} canDown={index < items.length - 1} />
          </ReorderItem>
        ))}
      </ol>
      <LiveAnnouncement announcer={announcer} />
    </>
  );
}

const order = () => screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('useReorderList', () => {
  it('"disabled at the ends": the first has no 위로 and the last no 아래로', () => {
    render(<Modules initial={['소개', '배너', '공지']} />);
    expect(button(words.moveUp(nameOf('소개')))).toBeDisabled();
    expect(button(words.moveDown(nameOf('소개')))).toBeEnabled();
    expect(button(words.moveDown(nameOf('공지')))).toBeDisabled();
  });

  it('a move by button: one step, said once in the live region, the focus kept on the button pressed', async () => {
    render(<Modules initial={['소개', '배너', '공지']} />);
    const down = button(words.moveDown(nameOf('소개')));
    down.focus();
    fireEvent.click(down);
    expect(order()).toEqual(['배너', '소개', '공지']);
    expect(screen.getByRole('status').textContent?.trim()).toBe(words.moved(nameOf('소개'), 2, 3));
    expect(screen.getByRole('status').textContent?.trim()).toBe('‘소개’ 모듈을 3개 중 2번째로 옮겼어요.');
    await waitFor(() => expect(button(words.moveDown(nameOf('소개')))).toHaveFocus());
  });

  it('"or on the other one at an end": reaching the last place moves the focus to 위로', async () => {
    render(<Modules initial={['소개', '배너', '공지']} />);
    fireEvent.click(button(words.moveDown(nameOf('배너'))));
    expect(order()).toEqual(['소개', '공지', '배너']);
    await waitFor(() => expect(button(words.moveUp(nameOf('배너')))).toHaveFocus());
    expect(button(words.moveDown(nameOf('배너')))).toBeDisabled();
  });

  it('a drop within the list lands above or below the row it was dropped on, and is said like a button move', () => {
    let list: ReorderList | null = null;
    render(<Modules initial={['소개', '배너', '클래스', '공지']} onReady={(ready) => (list = ready)} />);
    const drop = (key: string, onto: string, edge: 'top' | 'bottom') =>
      act(() => {
        if (!list) throw new Error('no list');
        const source = { group: list.group, list: list.list, key };
        expect(list.changes(source, onto, edge)).toBe(true);
        list.drop(source, onto, edge);
      });
    drop('소개', '공지', 'top');
    expect(order()).toEqual(['배너', '클래스', '소개', '공지']);
    expect(screen.getByRole('status').textContent?.trim()).toBe(words.moved(nameOf('소개'), 3, 4));
    drop('공지', '배너', 'top');
    expect(order()).toEqual(['공지', '배너', '클래스', '소개']);
  });

  it('a drop where the item already is changes nothing and shows no drop line', () => {
    let list: ReorderList | null = null;
    const onMoveIn = vi.fn();
    render(<Modules initial={['소개', '배너', '공지']} onReady={(ready) => (list = ready)} onMoveIn={onMoveIn} />);
    if (!list) throw new Error('no list');
    const { group, list: id } = list as ReorderList;
    const source = { group, list: id, key: '배너' };
    expect((list as ReorderList).changes(source, '소개', 'bottom')).toBe(false);
    expect((list as ReorderList).changes(source, '공지', 'top')).toBe(false);
    // Another kit's drag (another group) is not taken.
    expect((list as ReorderList).changes({ group: 'other', list: 'x', key: '배너' }, '소개', 'top')).toBe(false);
    act(() => (list as ReorderList).drop({ group: 'other', list: 'x', key: '배너' }, '소개', 'top'));
    expect(order()).toEqual(['소개', '배너', '공지']);
    expect(onMoveIn).not.toHaveBeenCalled();
  });

  it('an item of another list of the group dropped here comes in at the row it was dropped on (a lesson into another chapter)', () => {
    let list: ReorderList | null = null;
    const onMoveIn = vi.fn();
    render(<Modules initial={['1강', '2강']} group="lessons" onReady={(ready) => (list = ready)} onMoveIn={onMoveIn} />);
    act(() => list?.drop({ group: 'lessons', list: 'another chapter', key: '9강' }, '2강', 'top'));
    expect(onMoveIn).toHaveBeenCalledWith('9강', 1);
    act(() => list?.drop({ group: 'lessons', list: 'another chapter', key: '9강' }, null, 'bottom'));
    expect(onMoveIn).toHaveBeenLastCalledWith('9강', 2);
  });

  it('a screen that steps past its own ends (across chapters) moves the item itself; the kit keeps the focus', async () => {
    const step = vi.fn(() => null);
    render(<Modules initial={['1강', '2강']} step={step} />);
    fireEvent.click(button(words.moveDown(nameOf('1강'))));
    expect(step).toHaveBeenCalledWith('1강', 'down');
    // The screen did not move it (null): the list is as it was.
    expect(order()).toEqual(['1강', '2강']);
  });
});
