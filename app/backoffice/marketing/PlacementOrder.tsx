/**
 * The order of the popups (or banners) that are or will be on the learner site (issue 31): a list
 * put in order by keyboard — each has "위로" and "아래로" — or by dragging a row onto another's
 * place, replacing a number typed per placement.
 * A move shows at once, is sent as the whole order (`reorderPlacements`), and is announced in a
 * live region with the new place; the focus stays on the moved placement's buttons. A move is
 * undone by the opposite move; a failed one is taken back and said. The learner site shows live
 * popups in this order (and the first live banner). Shown only when there are two or more.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { useFocusAfterRender } from '@ds/lib/useFocusAfterRender';
import { vars } from '@ds/tokens/vars';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import type { PlacementKind } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { useOrderSave } from '../kit/reorder/useOrderSave';
import { adminMarketingKeys, marketingChanges, reorderPlacements } from './marketingApi';
import { ScheduleStateLabel } from './ScheduleStateLabel';

const text = copy.backofficeMarketing;

const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[6]};
  h2 { font-size: ${vars.font.sizeMd}; margin: 0; }
  p { margin: 0; }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[1]};
  max-width: 40rem;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  cursor: grab;
  > span:first-child { flex: 1 1 12rem; overflow-wrap: anywhere; }
`;

/** The placements whose order matters: switched on and not ended, in their order. */
export function orderedPlacements(items: readonly Placement[]): Placement[] {
  return items
    .filter((item) => item.enabled && item.state !== 'ENDED')
    .sort((a, b) => a.order - b.order || Date.parse(a.startAt) - Date.parse(b.startAt));
}

/**
 * Each placement's place in that order (1, 2, …), or null for one switched off or ended: the
 * list's 순서 column reads this, so the table and the order panel count the same set.
 */
export function orderPositions(items: readonly Placement[]): (placementKey: string) => number | null {
  const positions = new Map(orderedPlacements(items).map((item, index) => [item.placementKey, index + 1]));
  return (placementKey) => positions.get(placementKey) ?? null;
}

type Direction = 'up' | 'down';

export function PlacementOrder({ kind, items }: { kind: PlacementKind; items: readonly Placement[] }) {
  const listKey = adminMarketingKeys.list(kind);
  const [announcement, setAnnouncement] = useState('');
  const focusWhenDrawn = useFocusAfterRender();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  /** The row being dragged (a mouse's path; the buttons are the keyboard's). */
  const dragged = useRef<string | null>(null);
  const ordered = orderedPlacements(items);

  const saveOrder = useOrderSave({
    queryKey: listKey,
    save: (keys: string[]) => reorderPlacements(kind, keys),
    meta: announces(...marketingChanges),
    onFailed: () => setAnnouncement(text.orderFailed),
  });

  if (ordered.length < 2) return null;

  /** Puts the placement at `from` in place `to` (both indexes of `ordered`), shows it at once, says so and sends it. */
  function place(from: number, to: number): boolean {
    const moving = ordered[from];
    if (!moving || from === to || to < 0 || to >= ordered.length) return false;
    const keys = ordered.map((item) => item.placementKey).filter((key) => key !== moving.placementKey);
    keys.splice(to, 0, moving.placementKey);
    // Shown at once: the named ones take 1…n, as the server will answer.
    const orderOf = new Map(keys.map((key, at) => [key, at + 1]));
    saveOrder(
      (list: { items: Placement[] } | undefined) =>
        list && { items: list.items.map((item) => ({ ...item, order: orderOf.get(item.placementKey) ?? item.order + keys.length })) },
      keys,
    );
    setAnnouncement(text.moved(moving.title, to + 1, keys.length));
    return true;
  }

  function move(index: number, direction: Direction) {
    const moving = ordered[index];
    const to = direction === 'up' ? index - 1 : index + 1;
    if (!moving || !place(index, to)) return;
    // The moved placement keeps the focus once its row is drawn in its new place: on the button
    // pressed, or the other one when it reached an end of the list.
    const other: Direction = direction === 'up' ? 'down' : 'up';
    focusWhenDrawn(() => {
      const pressed = buttons.current.get(`${moving.placementKey}:${direction}`);
      const row = pressed?.closest('li');
      if (!pressed || row?.parentElement?.children[to] !== row) return null;
      return pressed.disabled ? buttons.current.get(`${moving.placementKey}:${other}`) : pressed;
    });
  }

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Section aria-labelledby="placement-order-heading">
      <h2 id="placement-order-heading">{text.orderSection(kind)}</h2>
      <p>{text.orderIntro(kind)}</p>
      <List aria-labelledby="placement-order-heading">
        {ordered.map((item, index) => (
          <Row
            key={item.placementKey}
            draggable
            data-placement-key={item.placementKey}
            onDragStart={(event) => {
              dragged.current = item.placementKey;
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const from = ordered.findIndex((each) => each.placementKey === dragged.current);
              dragged.current = null;
              place(from, index);
            }}
            onDragEnd={() => {
              dragged.current = null;
            }}
          >
            <span>{text.orderLine(index + 1, item.title)}</span>
            <ScheduleStateLabel state={item.state} />
            <Button ref={keep(`${item.placementKey}:up`)} variant="secondary" size="sm" disabled={index === 0} aria-label={text.moveUp(item.title)} onClick={() => move(index, 'up')}>
              {text.moveUpShort}
            </Button>
            <Button
              ref={keep(`${item.placementKey}:down`)}
              variant="secondary"
              size="sm"
              disabled={index === ordered.length - 1}
              aria-label={text.moveDown(item.title)}
              onClick={() => move(index, 'down')}
            >
              {text.moveDownShort}
            </Button>
          </Row>
        ))}
      </List>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Section>
  );
}
