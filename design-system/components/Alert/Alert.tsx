/**
 * A banner message inside the page: info, success, warning or danger, with an optional title,
 * action and close button. Danger banners are announced at once (role="alert"), the others
 * politely (role="status").
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { vars } from '@ds/tokens/vars';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link placed after the message. */
  action?: ReactNode;
  /** Shows a close button (the messages' `dismissNotice`) calling this. */
  onClose?: () => void;
  className?: string;
}

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};

  &[data-tone='info'] { background: ${vars.color.infoSubtle}; border-color: ${vars.color.info}; --k-alert-accent: ${vars.color.info}; }
  &[data-tone='success'] { background: ${vars.color.successSubtle}; border-color: ${vars.color.success}; --k-alert-accent: ${vars.color.success}; }
  &[data-tone='warning'] { background: ${vars.color.warningSubtle}; border-color: ${vars.color.warning}; --k-alert-accent: ${vars.color.warning}; }
  &[data-tone='danger'] { background: ${vars.color.dangerSubtle}; border-color: ${vars.color.danger}; --k-alert-accent: ${vars.color.danger}; }

  > svg { color: var(--k-alert-accent); margin-top: 2px; }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${vars.space[1]};
`;

const Title = styled.p`
  font-weight: ${vars.font.weightBold};
`;

const Action = styled.div`
  margin-top: ${vars.space[2]};
`;

const Close = styled(IconButton)`
  margin: -${vars.space[2]} -${vars.space[2]} -${vars.space[2]} 0;
`;

export function Alert({ tone = 'info', title, children, action, onClose, className }: AlertProps) {
  const messages = useDesignSystemMessages();
  return (
    <Root role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone} className={className}>
      <Icon name={tone} />
      <Content>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
        {action && <Action>{action}</Action>}
      </Content>
      {onClose && <Close label={messages.dismissNotice} icon="close" size="sm" onClick={onClose} />}
    </Root>
  );
}
