/**
 * A dropdown menu of actions (WAI-ARIA menu button pattern). The trigger opens it with a click,
 * Enter, Space or ArrowDown (first item) / ArrowUp (last item); inside, arrows move (wrapping),
 * Home/End jump, Enter or Space runs an item, Escape closes and returns focus to the trigger, Tab
 * closes and moves on, and a click outside closes.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { moveIndex } from '@ds/lib/roving';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Item, Popup, Root } from './Menu.styles';

export interface MenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  icon?: IconName;
  disabled?: boolean;
  tone?: 'danger';
}

export interface MenuProps {
  /** The trigger's text, or its accessible name when `icon` makes it an icon button. */
  label: string;
  items: readonly MenuItem[];
  /** Show an icon-only trigger (e.g. "more") instead of a text button. */
  icon?: IconName;
  /** Which edge of the trigger the popup lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

export function Menu({ label, items, icon, align = 'start', className }: MenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const disabled = items.map((item) => Boolean(item.disabled));

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(key: 'Home' | 'End') {
    const index = moveIndex(key, 0, disabled, 'vertical');
    if (index === null) return;
    setActive(index);
    setOpen(true);
  }
  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }
  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'Home' : 'End');
    }
  }
  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = moveIndex(event.key, active, disabled, 'vertical');
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }
  function select(item: MenuItem) {
    close(true);
    item.onSelect();
  }

  const triggerProps = {
    ref: triggerRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close(false) : openAt('Home')),
    onKeyDown: onTriggerKeyDown,
  };

  return (
    <Root ref={rootRef} className={className}>
      {icon ? (
        <IconButton {...triggerProps} label={label} icon={icon} />
      ) : (
        <Button {...triggerProps} variant="secondary">
          {label}
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size="sm" />
        </Button>
      )}
      {open && (
        <Popup role="menu" id={menuId} aria-label={label} data-align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <Item
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              disabled={item.disabled}
              data-tone={item.tone}
              onClick={() => select(item)}
              onPointerMove={() => !item.disabled && index !== active && setActive(index)}
            >
              {item.icon && <Icon name={item.icon} size="sm" />}
              {item.label}
            </Item>
          ))}
        </Popup>
      )}
    </Root>
  );
}
