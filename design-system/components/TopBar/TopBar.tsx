/**
 * The bar at the top of every page: the brand (logo or service name, linking home), the main
 * navigation and actions (login, profile). Below md the navigation is hidden and, if
 * `onMenuClick` is given, a menu button opens it elsewhere (a Drawer). `fluid` lets the bar span
 * the full width (an application shell) instead of the centred page container.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { containerMaxWidth, down, up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { IconButton } from '../IconButton';

export interface TopBarProps {
  brand: ReactNode;
  /** Main navigation links; wrapped in a labelled nav landmark. */
  navigation?: ReactNode;
  navigationLabel?: string;
  actions?: ReactNode;
  /** Shows the menu button below md. */
  onMenuClick?: () => void;
  /** The menu button's accessible name; the messages' `openMenu` unless given. */
  menuLabel?: string;
  /** Whether what the menu button opens is open (`aria-expanded`). */
  menuExpanded?: boolean;
  /** Id of the element the menu button opens (`aria-controls`). */
  menuControls?: string;
  /** Span the full width instead of the centred page container. */
  fluid?: boolean;
  className?: string;
}

const Root = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sticky};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

// Its height is the layout token GlobalStyle lowers below md: the page keeps that much clear of it
// when the focus moves (scroll-padding-top).
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  max-width: ${containerMaxWidth}px;
  min-height: ${vars.layout.topBar};
  margin-inline: auto;
  padding-inline: ${vars.space[4]};
  ${down('sm')} { gap: ${vars.space[2]}; }
  &[data-fluid] { max-width: none; }
`;

const Brand = styled.div`
  flex-shrink: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  a { color: ${vars.color.text}; text-decoration: none; }
  [data-fluid] > & { flex-shrink: 1; min-width: 0; overflow-wrap: anywhere; }
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

export function TopBar({
  brand,
  navigation,
  navigationLabel,
  actions,
  onMenuClick,
  menuLabel,
  menuExpanded,
  menuControls,
  fluid = false,
  className,
}: TopBarProps) {
  const messages = useDesignSystemMessages();
  return (
    <Root className={className}>
      <Inner data-fluid={fluid || undefined}>
        {onMenuClick && (
          <MenuButton
            label={menuLabel ?? messages.openMenu}
            icon="menu"
            aria-expanded={menuExpanded}
            aria-controls={menuControls}
            onClick={onMenuClick}
          />
        )}
        <Brand>{brand}</Brand>
        {navigation ? <Navigation aria-label={navigationLabel ?? messages.mainNavigation}>{navigation}</Navigation> : <Spacer />}
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Root>
  );
}
