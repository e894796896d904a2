/**
 * The bar at the top of every page: the brand (logo or service name, linking home), the main
 * navigation and actions (login, profile). Below md the navigation is hidden and, if
 * `onMenuClick` is given, a menu button opens it elsewhere (a Drawer).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { containerMaxWidth, down, up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { IconButton } from '../IconButton';

export interface TopBarProps {
  brand: ReactNode;
  /** Main navigation links; wrapped in a labelled nav landmark. */
  navigation?: ReactNode;
  navigationLabel?: string;
  actions?: ReactNode;
  /** Shows the "메뉴 열기" button below md. */
  onMenuClick?: () => void;
  className?: string;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sticky};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: ${containerMaxWidth}px;
  min-height: 64px;
  margin-inline: auto;
  padding-inline: ${vars.space[4]};
  ${down('sm')} { min-height: 56px; gap: ${vars.space[2]}; }
`;

const Brand = styled.div`
  flex-shrink: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  a { color: ${vars.color.text}; text-decoration: none; }
`;

const Navigation = styled.nav`
  flex: 1;
  min-width: 0;
  ul { display: flex; gap: ${vars.space[4]}; margin: 0; padding: 0; list-style: none; }
  ${down('sm')} { display: none; }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

const MenuButton = styled(IconButton)`
  margin-left: -${vars.space[2]};
  ${up('md')} { display: none; }
`;

export function TopBar({ brand, navigation, navigationLabel = '주요 메뉴', actions, onMenuClick, className }: TopBarProps) {
  return (
    <Root className={className}>
      <Inner>
        {onMenuClick && <MenuButton label="메뉴 열기" icon="menu" onClick={onMenuClick} />}
        <Brand>{brand}</Brand>
        {navigation ? <Navigation aria-label={navigationLabel}>{navigation}</Navigation> : <Spacer />}
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Root>
  );
}
