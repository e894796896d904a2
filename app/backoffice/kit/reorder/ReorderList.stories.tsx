/**
 * The reorder kit on a small list of page modules: the move buttons (위로 / 아래로, off at the
 * ends), the drag handle with its drop line, and the live region. A move by keyboard is said once
 * and keeps the focus on the button pressed, or on the other one once the module reached an end;
 * a drag by the pointer lands above or below the row it is let go on and is said the same way.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { LiveAnnouncement, useAnnouncer } from '../editor/LiveAnnouncement';
import { DragHandle } from './DragHandle';
import { MoveButtons } from './MoveButtons';
import { dragRow } from './pointerDrag';
import { ReorderItem } from './ReorderItem';
import { moveItem } from './reorderMath';
import { useReorderList } from './useReorderList';

const words = copy.backofficeReorder;
const nameOf = (title: string) => `‘${title}’ 모듈`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  max-width: 36rem;
`;

const Row = styled(ReorderItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  > span:nth-child(2) { flex: 1 1 10rem; }
`;

interface ReorderDemoProps {
  /** The modules top to bottom. */
  titles: readonly string[];
  /** Whether the rows have a drag handle (the keyboard's buttons are always there). */
  draggable: boolean;
}

/** An ordered list built on the kit as a screen builds one. */
function ReorderDemo({ titles, draggable }: ReorderDemoProps) {
  const [items, setItems] = useState(titles);
  const announcer = useAnnouncer();
  const list = useReorderList({
    items,
    keyOf: (title) => title,
    nameOf,
    announcer,
    onMove: (from, to) => setItems((current) => moveItem(current, from, to)),
  });
  return (
    <>
      <h2 id="demo-modules">모듈 순서</h2>
      <Rows aria-labelledby="demo-modules">
        {items.map((title, index) => (
          <Row key={title} list={list} itemKey={title}>
            {draggable ? <DragHandle name={nameOf(title)} /> : null}
            <span>
              {index + 1}. {title}
            </span>
            <MoveButtons list={list} itemKey={title} name={nameOf(title)} canUp={index > 0} canDown={index < items.length - 1} />
          </Row>
        ))}
      </Rows>
      <LiveAnnouncement announcer={announcer} />
    </>
  );
}

const meta = {
  title: 'Back-office/Kit/순서 바꾸기 · ReorderList',
  component: ReorderDemo,
  args: { titles: ['소개', '배너', '클래스 목록', '공지'], draggable: true },
} satisfies Meta<typeof ReorderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('list', { name: '모듈 순서' }));
const order = (rows: ReturnType<typeof within>) => rows.getAllByRole('listitem').map((row: HTMLElement) => row.querySelector('span:not([data-drag-handle])')?.textContent);

/** The list as it starts: the first module's 위로 and the last one's 아래로 are off; each row has a handle. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    await expect(rows.getByRole('button', { name: words.moveUp(nameOf('소개')) })).toBeDisabled();
    await expect(rows.getByRole('button', { name: words.moveDown(nameOf('소개')) })).toBeEnabled();
    await expect(rows.getByRole('button', { name: words.moveDown(nameOf('공지')) })).toBeDisabled();
    await expect(rows.getByTitle(words.dragHandle(nameOf('배너')))).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * By keyboard: ‘소개’ moved down with Enter is said ("‘소개’ 모듈을 4개 중 2번째로 옮겼어요") and keeps the
 * focus on its 아래로; moved on to the last place, the focus goes to its 위로.
 */
export const MoveByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    const page = within(canvasElement);
    rows.getByRole('button', { name: words.moveDown(nameOf('소개')) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(words.moved(nameOf('소개'), 2, 4))).toBeInTheDocument();
    await expect(order(rows)).toEqual(['1. 배너', '2. 소개', '3. 클래스 목록', '4. 공지']);
    await waitFor(() => expect(rows.getByRole('button', { name: words.moveDown(nameOf('소개')) })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(words.moved(nameOf('소개'), 3, 4))).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(words.moved(nameOf('소개'), 4, 4))).toBeInTheDocument();
    await waitFor(() => expect(rows.getByRole('button', { name: words.moveUp(nameOf('소개')) })).toHaveFocus());
    await expect(rows.getByRole('button', { name: words.moveDown(nameOf('소개')) })).toBeDisabled();
  },
};

/** By the pointer: ‘공지’ dragged by its handle onto the top half of ‘배너’ lands above it, and is said. */
export const MoveByDrag: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    const [, banner, , notice] = rows.getAllByRole('listitem');
    if (!banner || !notice) throw new Error('four modules');
    await dragRow(notice, banner, 'top');
    await expect(await within(canvasElement).findByText(words.moved(nameOf('공지'), 2, 4))).toBeInTheDocument();
    await expect(order(rows)).toEqual(['1. 소개', '2. 공지', '3. 배너', '4. 클래스 목록']);
  },
};

/** Without drag: only the buttons, which are the keyboard's way and the way for anyone who cannot drag. */
export const ButtonsOnly: Story = {
  args: { draggable: false },
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    await expect(canvasElement.querySelector('[data-drag-handle]')).toBeNull();
    await expect(rows.getAllByRole('button')).toHaveLength(8);
  },
};
