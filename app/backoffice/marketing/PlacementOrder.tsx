/**
 * The order of the popups (or banners) that are or will be on the learner site (issue 31): a list
 * put in order by keyboard — each has "위로" and "아래로" — or by dragging a row by its handle above
 * or below another (the reorder kit), replacing a number typed per placement.
 * A move shows at once, is sent as the whole order (`reorderPlacements`), and is announced in a
 * live region with the new place; the focus stays on the moved placement's buttons. A move is
 * undone by the opposite move; a failed one is taken back and said. The learner site shows live
 * popups in this order (and the first live banner). Shown only when there are two or more.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { Placement } from '@app/shared/api/contract/adminMarketing';
import type { PlacementKind } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import { DragHandle } from '../kit/reorder/DragHandle';
import { MoveButtons } from '../kit/reorder/MoveButtons';
import { ReorderItem } from '../kit/reorder/ReorderItem';
import { moveItem } from '../kit/reorder/reorderMath';
import { useOrderSave } from '../kit/reorder/useOrderSave';
import { useReorderList } from '../kit/reorder/useReorderList';
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

const Row = styled(ReorderItem)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  > span:nth-child(2) { flex: 1 1 12rem; overflow-wrap: anywhere; }
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

export function PlacementOrder({ kind, items }: { kind: PlacementKind; items: readonly Placement[] }) {
  const listKey = adminMarketingKeys.list(kind);
  const announcer = useAnnouncer();
  const ordered = orderedPlacements(items);

  const saveOrder = useOrderSave({
    queryKey: listKey,
    save: (keys: string[]) => reorderPlacements(kind, keys),
    meta: announces(...marketingChanges),
    onFailed: () => announcer.announce(text.orderFailed),
  });

  /** The placement at `from` put in place `to` (both indexes of `ordered`): shown at once and sent. */
  const reorder = useReorderList({
    items: ordered,
    keyOf: (item) => item.placementKey,
    nameOf: (item) => item.title,
    words: { moveUp: text.moveUp, moveDown: text.moveDown, moved: text.moved },
    announcer,
    onMove: (from, to) => {
      const keys = moveItem(ordered, from, to).map((item) => item.placementKey);
      // Shown at once: the named ones take 1…n, as the server will answer.
      const orderOf = new Map(keys.map((key, at) => [key, at + 1]));
      saveOrder(
        (list: { items: Placement[] } | undefined) =>
          list && { items: list.items.map((item) => ({ ...item, order: orderOf.get(item.placementKey) ?? item.order + keys.length })) },
        keys,
      );
    },
  });

  if (ordered.length < 2) return null;

  return (
    <Section aria-labelledby="placement-order-heading">
      <h2 id="placement-order-heading">{text.orderSection(kind)}</h2>
      <p>{text.orderIntro(kind)}</p>
      <List aria-labelledby="placement-order-heading">
        {ordered.map((item, index) => (
          <Row key={item.placementKey} list={reorder} itemKey={item.placementKey} data-placement-key={item.placementKey}>
            <DragHandle name={item.title} />
            <span>{text.orderLine(index + 1, item.title)}</span>
            <ScheduleStateLabel state={item.state} />
            <MoveButtons list={reorder} itemKey={item.placementKey} name={item.title} canUp={index > 0} canDown={index < ordered.length - 1} />
          </Row>
        ))}
      </List>
      <LiveAnnouncement announcer={announcer} />
    </Section>
  );
}
