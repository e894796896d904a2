/**
 * Page-number navigation for lists that have pages (back-office tables, reviews): previous/next
 * and the numbers from `paginationRange`. The current page is marked with aria-current. At a
 * phone's width the buttons narrow so previous, seven slots and next stay on one line (the hand
 * review found the "next" arrow wrapped to a line of its own at 390 px).
 */
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { down } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { paginationRange } from './paginationRange';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** The navigation's name; the messages' `pagination` by default. */
  label?: string;
  className?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${down('xs')} { gap: 2px; }
`;

const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover { background: ${vars.color.surfaceSunken}; }
  &[aria-current='page'] { background: ${vars.color.primary}; color: ${vars.color.onPrimary}; font-weight: ${vars.font.weightBold}; }
  ${down('xs')} { min-width: 32px; padding: 0 ${vars.space[1]}; }
`;

const Gap = styled.li`
  min-width: 24px;
  ${down('xs')} { min-width: 16px; }
  text-align: center;
  color: ${vars.color.textMuted};
`;

export function Pagination({ page, pageCount, onChange, siblings = 1, label, className }: PaginationProps) {
  const messages = useDesignSystemMessages();
  if (pageCount < 1) return null;
  return (
    <nav aria-label={label ?? messages.pagination} className={className}>
      <List>
        <li>
          <IconButton label={messages.previousPage} icon="chevronLeft" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)} />
        </li>
        {paginationRange(page, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <Gap key={`gap-${index}`} aria-hidden>
              …
            </Gap>
          ) : (
            <li key={slot}>
              <PageButton type="button" aria-current={slot === page ? 'page' : undefined} onClick={() => onChange(slot)}>
                {slot}
                <VisuallyHidden>{messages.pageUnit}</VisuallyHidden>
              </PageButton>
            </li>
          ),
        )}
        <li>
          <IconButton label={messages.nextPage} icon="chevronRight" size="sm" disabled={page >= pageCount} onClick={() => onChange(page + 1)} />
        </li>
      </List>
    </nav>
  );
}
