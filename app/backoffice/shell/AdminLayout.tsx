/**
 * The back-office shell (backoffice.md §2): the top bar with the service name, a slot for the job
 * centre (the kit fills it) and the person's menu; the side navigation showing only the areas this
 * person may use that are built; and the routed screen. Usable from 390 px (the navigation moves
 * into a drawer) to wide screens; the frame (AdminFrame) has already decided who the person is.
 * The top bar stays one line at any width (issue 27: at 390 px the brand wrapped to three lines,
 * the person's button too): below 600 px the brand shows the service name alone and, if even that
 * is too long, is cut with an ellipsis — its full name stays its accessible name and title — and
 * the person's button is set smaller, without its chevron; neither ever wraps.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AppShell } from '@ds/components/AppShell';
import type { SideNavSection } from '@ds/components/SideNav';
import { down } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { RouteOutlet } from '@app/shared/routing/RouteOutlet';
import { usePreferences } from '@app/shared/site/usePreferences';
import { ADMIN_ROOT, type AreaGroup } from '../access/areas';
import { usableAreas, type BackofficePerson } from '../access/person';
import { isAreaBuilt } from '../areas/areaModules';
import { useBackofficePersonContext } from '../access/personContext';
import { AccountMenu } from './AccountMenu';

const Brand = styled(Link)`
  display: block;
  overflow: hidden;
  color: inherit;
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${down('xs')} { font-size: ${vars.font.sizeMd}; }
`;

/** The full brand from 600 px; below, the service name alone (the link's name stays the full one). */
const WideName = styled.span`
  ${down('xs')} { display: none; }
`;

const NarrowName = styled.span`
  display: none;
  ${down('xs')} { display: inline; }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[2]};
  /* "강운영 · 운영자" stays one line (it wrapped to three at 390 px); the brand gives way instead. */
  button { white-space: nowrap; }
  /* Below 600 px the person's button is set smaller and without its chevron (still a menu button),
     so the service name beside it fits whole at 390 px. */
  ${down('xs')} {
    gap: ${vars.space[1]};
    button[aria-haspopup='menu'] { padding-inline: ${vars.space[3]}; font-size: ${vars.font.sizeSm}; }
    button[aria-haspopup='menu'] > svg { display: none; }
  }
`;

/**
 * Home and an operator's change history first, then each group of built areas the person may use,
 * in the table's order.
 */
export function navigationFor(person: BackofficePerson): SideNavSection[] {
  const groups = new Map<AreaGroup, SideNavSection['items'][number][]>();
  for (const area of usableAreas(person)) {
    if (!isAreaBuilt(area)) continue;
    groups.set(area.group, [...(groups.get(area.group) ?? []), { label: area.label, to: area.path }]);
  }
  // The change history belongs to no area: every operator has it, showing what they may see.
  const history: SideNavSection['items'] = person.operator
    ? [{ label: copy.backoffice.historyNav, to: `${ADMIN_ROOT}/history`, icon: 'refresh' }]
    : [];
  return [
    { items: [{ label: copy.backoffice.home, to: ADMIN_ROOT, icon: 'home', end: true }, ...history] },
    ...[...groups].map(([group, items]) => ({ title: copy.backoffice.groups[group], items })),
  ];
}

export interface AdminLayoutProps {
  /** The job centre's top-bar button (the frame passes the kit's; stories may leave it out). */
  jobCentre?: ReactNode;
  /** The screen; the routed page unless given (stories). */
  children?: ReactNode;
}

/** The top bar's brand linking home: the service name from the site's preferences. */
export function AdminBrand() {
  const serviceName = usePreferences().data?.corporation.serviceName ?? copy.common.serviceNameFallback;
  const brand = copy.backoffice.brand(serviceName);
  return (
    <Brand to={ADMIN_ROOT} aria-label={brand} title={brand}>
      <WideName>{brand}</WideName>
      <NarrowName>{serviceName}</NarrowName>
    </Brand>
  );
}

/** The shell's fixed labels, shared with the frame that could not learn who the person is. */
export const adminShellLabels = {
  navigationLabel: copy.backoffice.navigationLabel,
  skipLinkLabel: copy.backoffice.skipToContent,
  menuLabel: copy.backoffice.openNavigation,
  closeLabel: copy.backoffice.closeNavigation,
};

export function AdminLayout({ jobCentre, children }: AdminLayoutProps) {
  const person = useBackofficePersonContext();
  const me = useQuery(meQuery());
  const name = person.master?.displayName ?? me.data?.displayName ?? '';
  return (
    <AppShell
      {...adminShellLabels}
      brand={<AdminBrand />}
      actions={
        <Actions>
          {jobCentre}
          {name && <AccountMenu name={name} person={person} />}
        </Actions>
      }
      navigation={navigationFor(person)}
    >
      {children ?? <RouteOutlet />}
    </AppShell>
  );
}
