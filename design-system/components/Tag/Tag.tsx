/**
 * A tag or chip: a short keyword (a category, a chosen filter) that can carry a remove button.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '@ds/components/Icon';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';

export interface TagProps {
  children: ReactNode;
  /** Shows a remove button; its accessible name is "{removeLabel}". */
  onRemove?: () => void;
  /** Name of the remove button, e.g. "수강 중 필터 삭제"; by default the messages' `remove` of the tag text. */
  removeLabel?: string;
  tone?: 'neutral' | 'primary';
  disabled?: boolean;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  min-height: 28px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};

  &[data-tone='neutral'] { background: ${vars.color.surfaceMuted}; color: ${vars.color.text}; }
  &[data-tone='primary'] { background: ${vars.color.primarySubtle}; color: ${vars.color.text}; border-color: ${vars.color.primary}; }
  &[data-removable='true'] { padding-inline-end: ${vars.space[1]}; }
  &[data-disabled='true'] { color: ${vars.color.textMuted}; border-style: dashed; }
`;

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${vars.color.surfaceSunken}; color: ${vars.color.text}; }
  &:disabled { cursor: not-allowed; }
`;

export function Tag({ children, onRemove, removeLabel, tone = 'neutral', disabled = false, className }: TagProps) {
  const messages = useDesignSystemMessages();
  const name = removeLabel ?? (typeof children === 'string' ? messages.remove(children) : messages.removeUnnamed);
  return (
    <Root data-tone={tone} data-removable={Boolean(onRemove)} data-disabled={disabled} className={className}>
      <Text>{children}</Text>
      {onRemove && (
        <Remove type="button" aria-label={name} disabled={disabled} onClick={onRemove}>
          <Icon name="close" size="sm" />
        </Remove>
      )}
    </Root>
  );
}

/** The same element under the name designers use for a removable filter. */
export const Chip = Tag;
