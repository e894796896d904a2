/**
 * The editor's page (issue 32): the learner's own certificate sheet at 600 px — one design pixel
 * per screen pixel — with its items made selectable. An item is chosen by a click (or from the
 * item list, which focuses it here), dragged with the pointer, and moved with the arrow keys: 1 px,
 * 10 px with Shift, never past the sheet's edge. Each move, a drag's too, is announced with the
 * new position. A drag snaps to the sheet's centre lines and the other items' edges within a few
 * pixels, drawn as guide lines while it lasts; Alt held drags freely. The arrow keys never snap: a
 * 1 px nudge must move 1 px.
 */
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { CertificateSheet, type SheetItemProps } from '@app/shared/certificates/CertificateSheet';
import { copy } from '@app/shared/copy';
import { SHEET_HEIGHT, SHEET_WIDTH, type NudgeDirection } from '@app/shared/lib/certificates/sheetGeometry';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import type { LayoutEditorApi } from './useLayoutEditor';

const text = copy.backofficeCertificates;

const Frame = styled.div`
  position: relative;
  width: ${SHEET_WIDTH}px;
  max-width: 100%;
  /* An outline, not a border: the sheet inside is exactly 600 px, one design pixel per pixel. */
  outline: 1px solid ${vars.color.border};
  [data-item-id] {
    cursor: move;
    touch-action: none;
    user-select: none;
  }
  /* The item is dragged, not its image: a native image drag would cancel the pointer's moves. */
  [data-item-id] img {
    pointer-events: none;
    -webkit-user-drag: none;
  }
  [data-item-id]:focus-visible,
  [data-item-id][data-selected] {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

/** A snapping guide across the sheet, placed in shares of it like the items. */
const Guide = styled.div`
  position: absolute;
  pointer-events: none;
  background: ${vars.color.primary};
  &[data-axis='x'] { top: 0; bottom: 0; width: 1px; }
  &[data-axis='y'] { left: 0; right: 0; height: 1px; }
`;

const arrows: Record<string, NudgeDirection> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export const canvasItemSelector = (id: string) => `[data-item-id="${CSS.escape(id)}"]`;

interface Drag {
  id: string;
  pointerX: number;
  pointerY: number;
  itemX: number;
  itemY: number;
  /** Design pixels per screen pixel (1 when the sheet is drawn at 600 px). */
  scale: number;
}

export interface EditorCanvasProps {
  editor: LayoutEditorApi;
  values: Partial<Record<CertificateKey, string>>;
}

export function EditorCanvas({ editor, values }: EditorCanvasProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const announcer = useAnnouncer();
  const hintId = useId();
  const { doc, selected } = editor;
  const focusable = selected ?? doc.layout[0] ?? null;

  function onKeyDown(item: CertificateLayoutItem, event: KeyboardEvent) {
    const direction = arrows[event.key];
    if (!direction) return;
    event.preventDefault();
    const moved = editor.nudge(item, direction, event.shiftKey);
    announcer.announce(text.movedTo(text.itemNames[item.key], moved.position.x, moved.position.y));
  }

  function onPointerDown(item: CertificateLayoutItem, event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    editor.select(item.id);
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    const width = frame.current?.getBoundingClientRect().width ?? SHEET_WIDTH;
    drag.current = {
      id: item.id,
      pointerX: event.clientX,
      pointerY: event.clientY,
      itemX: item.position.x,
      itemY: item.position.y,
      scale: SHEET_WIDTH / width,
    };
    editor.dragStart();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    editor.dragMove(
      current.id,
      {
        x: current.itemX + (event.clientX - current.pointerX) * current.scale,
        y: current.itemY + (event.clientY - current.pointerY) * current.scale,
      },
      !event.altKey,
    );
  }

  function onPointerUp() {
    const ended = drag.current;
    if (!ended) return;
    drag.current = null;
    editor.dragEnd();
    // Where a drag let go is said as a keyboard move's is (issue 38); a click that moved nothing is not.
    const item = doc.layout.find((each) => each.id === ended.id);
    if (item && (item.position.x !== ended.itemX || item.position.y !== ended.itemY)) {
      announcer.announce(text.movedTo(text.itemNames[item.key], item.position.x, item.position.y));
    }
  }

  const itemProps = (item: CertificateLayoutItem): SheetItemProps => ({
    role: 'button',
    tabIndex: item.id === focusable?.id ? 0 : -1,
    // Named by what it shows (its text, an image's alt), as axe asks; the hint says how to move it.
    'aria-describedby': hintId,
    'aria-pressed': item.id === selected?.id,
    'data-item-id': item.id,
    'data-selected': item.id === selected?.id ? '' : undefined,
    onFocus: () => editor.select(item.id),
    onKeyDown: (event) => onKeyDown(item, event),
    onPointerDown: (event) => onPointerDown(item, event),
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
  });

  return (
    <div>
      <Frame ref={frame} role="group" aria-label={text.canvasLabel} data-testid="certificate-canvas">
        <CertificateSheet certificate={{ templateImageUrl: doc.template.url, layoutItem: values, layout: doc.layout }} itemProps={itemProps} />
        {editor.guides.x.map((x) => (
          <Guide key={`x${x}`} data-axis="x" data-testid="snap-guide" aria-hidden="true" style={{ left: `${(x / SHEET_WIDTH) * 100}%` }} />
        ))}
        {editor.guides.y.map((y) => (
          <Guide key={`y${y}`} data-axis="y" data-testid="snap-guide" aria-hidden="true" style={{ top: `${(y / SHEET_HEIGHT) * 100}%` }} />
        ))}
      </Frame>
      <VisuallyHidden id={hintId}>{text.canvasHint}</VisuallyHidden>
      <LiveAnnouncement announcer={announcer} />
    </div>
  );
}
