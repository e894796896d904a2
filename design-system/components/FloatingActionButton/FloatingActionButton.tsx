/**
 * The round button fixed at the bottom-right corner — in the product, the support chat button
 * ("무엇을 도와드릴까요?", learner.md §2) with an unread-message badge. The badge is announced as
 * part of the button's name. The app hides it inside the mobile webview.
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { FAB_INSET, FAB_SIZE } from './clearance';

export interface FloatingActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** What the button does; shown beside the icon when `extended`, otherwise only read aloud. */
  label: string;
  icon?: IconName;
  unreadCount?: number;
  /** Show the label next to the icon (a pill instead of a circle). */
  extended?: boolean;
  /** `fixed` in the page corner (default) or `static` where it is placed. */
  position?: 'fixed' | 'static';
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-width: ${FAB_SIZE};
  height: ${FAB_SIZE};
  padding: 0 ${FAB_INSET};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: ${vars.font.weightBold};
  box-shadow: ${vars.shadow.lg};
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &:hover { background: ${vars.color.primaryHover}; }
  &[data-position='fixed'] {
    position: fixed;
    right: ${FAB_INSET};
    bottom: ${FAB_INSET};
    z-index: ${vars.z.sticky};
  }
  &[data-position='static'] { position: relative; }
  &:not([data-extended]) { width: ${FAB_SIZE}; padding: 0; }
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  border: 2px solid ${vars.color.surface};
  background: ${vars.color.danger};
  color: ${vars.color.onDanger};
  font-size: ${vars.font.sizeXs};
  line-height: 18px;
  font-variant-numeric: tabular-nums;
`;

/** The badge text: nothing for 0, "99+" beyond 99. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

export const FloatingActionButton = forwardRef<HTMLButtonElement, FloatingActionButtonProps>(function FloatingActionButton(
  { label, icon = 'chat', unreadCount, extended = false, position = 'fixed', type = 'button', ...rest },
  ref,
) {
  const messages = useDesignSystemMessages();
  const badge = badgeText(unreadCount);
  // The name comes from the content (label, then the unread words and count), so what is read always
  // contains what is seen (WCAG 2.5.3).
  return (
    <Root ref={ref} type={type} data-position={position} data-extended={extended || undefined} data-print="hide" {...rest}>
      <Icon name={icon} size="lg" />
      {extended ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
      {badge && (
        <Badge>
          <VisuallyHidden>{messages.unreadMessages}</VisuallyHidden>
          {badge}
          <VisuallyHidden>{messages.countUnit}</VisuallyHidden>
        </Badge>
      )}
    </Root>
  );
});
