/**
 * Sections that open and close under their headings — the chapters of a curriculum. Built as the
 * WAI-ARIA accordion: each heading holds a button with aria-expanded and aria-controls; Up and
 * Down move between headings, Home and End go to the first and last.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@ds/components/Icon';
import { moveIndex } from '@ds/lib/roving';
import { useControllableState } from '@ds/lib/useControllableState';
import { down } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  /** A short line at the end of the heading, e.g. "5강 · 32분" (under the title below 600 px). */
  meta?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  expanded?: readonly string[];
  defaultExpanded?: readonly string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** Several sections open at once (default) or only one. */
  multiple?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Root = styled.div`
  border-top: 1px solid ${vars.color.border};
`;

const Section = styled.div`
  border-bottom: 1px solid ${vars.color.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
`;

// Below 600 px the meta goes under the title, at its start: a line kept to the right edge there
// lies under the floating chat button (issue 38, the class room's chapter durations at 390 px).
const Trigger = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[3]};
  width: 100%;
  min-height: 52px;
  padding: ${vars.space[3]} ${vars.space[2]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weightBold};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${vars.color.surfaceMuted}; }
  &:disabled { color: ${vars.color.textMuted}; cursor: not-allowed; }
  & > svg { flex: none; transition: transform ${vars.motion.fast} ${vars.motion.easing}; }
  &[aria-expanded='true'] > svg { transform: rotate(180deg); }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
`;

const Meta = styled.span`
  flex: none;
  ${down('xs')} {
    order: 3;
    flex-basis: 100%;
  }
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightRegular};
`;

const Panel = styled.div`
  padding: 0 ${vars.space[2]} ${vars.space[4]};
`;

const none: readonly string[] = [];

export function Accordion({ items, expanded, defaultExpanded = none, onExpandedChange, multiple = true, headingLevel = 3, className }: AccordionProps) {
  const ids = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useControllableState<readonly string[]>(expanded, defaultExpanded);

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((openId) => openId !== id) : multiple ? [...open, id] : [id];
    setOpen(next);
    onExpandedChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = moveIndex(event.key, index, items.map((item) => Boolean(item.disabled)), 'vertical');
    if (target === null) return;
    event.preventDefault();
    root.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')[target]?.focus();
  };

  return (
    <Root ref={root} className={className}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.id);
        const triggerId = `${ids}${index}trigger`;
        const panelId = `${ids}${index}panel`;
        return (
          <Section key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                id={triggerId}
                type="button"
                data-accordion-trigger=""
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Title>{item.title}</Title>
                {item.meta && <Meta>{item.meta}</Meta>}
                <Icon name="chevronDown" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Section>
        );
      })}
    </Root>
  );
}
