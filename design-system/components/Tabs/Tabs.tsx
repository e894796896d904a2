/**
 * Tabs (WAI-ARIA tabs pattern): a tablist whose tabs switch panels. One tab is in the Tab order;
 * Left/Right arrows move between tabs and select them (automatic activation), Home/End jump to the
 * ends, disabled tabs are skipped. Panels are linked to their tabs and only the selected one is
 * rendered. Tabs that do not fit on one line wrap onto the next, so every tab is in sight at a
 * phone's width (a list scrolling sideways hid its last tabs with no sign they were there).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { moveIndex } from '@ds/lib/roving';
import { useControllableState } from '@ds/lib/useControllableState';
import { vars } from '@ds/tokens/vars';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab's id when the parent controls it. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Names the tab list for screen readers, e.g. "강의실 메뉴". */
  label: string;
  /** Stretch tabs to fill the width (mobile). */
  fitted?: boolean;
  className?: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border};
  &[data-fitted='true'] > button { flex: 1; }
`;

const Tab = styled.button`
  flex-shrink: 0;
  max-width: 100%;
  min-height: 44px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) { color: ${vars.color.text}; }
  &[aria-selected='true'] { color: ${vars.color.primaryText}; border-bottom-color: ${vars.color.primaryText}; font-weight: ${vars.font.weightBold}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &:focus-visible { outline-offset: -3px; }
`;

const Panel = styled.div`
  padding-block: ${vars.space[4]};
`;

export function Tabs({ items, value, defaultValue, onChange, label, fitted = false, className }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(0, items.findIndex((item) => item.id === selected));
  const selectedItem = items[selectedIndex];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    const next = moveIndex(event.key, current < 0 ? selectedIndex : current, items.map((item) => Boolean(item.disabled)), 'horizontal');
    const item = next === null ? undefined : items[next];
    if (next === null || !item) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    setSelected(item.id);
  }

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} data-fitted={fitted || undefined} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === selectedIndex ? 0 : -1}
            disabled={item.disabled}
            onClick={() => setSelected(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </List>
      {selectedItem && (
        <Panel role="tabpanel" id={`${baseId}-panel-${selectedItem.id}`} aria-labelledby={`${baseId}-tab-${selectedItem.id}`} tabIndex={0}>
          {selectedItem.content}
        </Panel>
      )}
    </div>
  );
}
