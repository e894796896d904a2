/**
 * Chooses a table's visible columns: a button that opens a small panel of checkboxes. Columns that
 * must stay are shown checked and disabled. Escape or a click outside closes it and focus returns
 * to the button. Domain-neutral: every word arrives through props.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { Button } from '../Button';
import { CheckboxGroup } from '../CheckboxGroup';
import { Icon } from '../Icon';

export interface ColumnPickerColumn {
  id: string;
  label: string;
  /** Always shown; cannot be unchecked. */
  locked?: boolean;
}

export interface ColumnPickerProps {
  /** The button and the panel's name ("표시할 열"). */
  label: string;
  columns: readonly ColumnPickerColumn[];
  visible: readonly string[];
  onChange: (visible: string[]) => void;
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${vars.z.dropdown};
  right: 0;
  top: calc(100% + ${vars.space[1]});
  min-width: 14rem;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

export function ColumnPicker({ label, columns, visible, onChange, className }: ColumnPickerProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };

  const locked = columns.filter((column) => column.locked).map((column) => column.id);
  return (
    <Root ref={root} className={className} onKeyDown={onKeyDown}>
      <Button
        ref={trigger}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        icon={<Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />}
      >
        {label}
      </Button>
      {open && (
        <Panel id={panelId}>
          <CheckboxGroup
            label={label}
            hideLabel
            options={columns.map((column) => ({ value: column.id, label: column.label, disabled: column.locked }))}
            value={[...new Set([...locked, ...visible])]}
            onChange={(next) => onChange(columns.filter((column) => column.locked || next.includes(column.id)).map((column) => column.id))}
          />
        </Panel>
      )}
    </Root>
  );
}
