/**
 * The back-office shell (backoffice.md §2): the top bar with the service name, a slot for the job
 * centre (the kit fills it) and the person's menu; the side navigation showing only the areas this
 * person may use that are built; and the routed screen. Usable from 390 px (the navigation moves
 * into a drawer) to wide screens; the frame (AdminFrame) has already decided who the person is.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AppShell } from '@ds/components/AppShell';
import type { SideNavSection } from '@ds/components/SideNav';
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
  color: inherit;
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  /* "강운영 · 운영자" on one line at 390 px (it wrapped to three): the name is cut before it wraps. */
  > * { min-width: 0; }
  button { white-space: nowrap; }
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

export function AdminLayout({ jobCentre, children }: AdminLayoutProps) {
  const person = useBackofficePersonContext();
  const serviceName = usePreferences().data?.corporation.serviceName ?? copy.common.serviceNameFallback;
  const me = useQuery(meQuery());
  const name = person.master?.displayName ?? me.data?.displayName ?? '';
  return (
    <AppShell
      brand={<Brand to={ADMIN_ROOT}>{copy.backoffice.brand(serviceName)}</Brand>}
      actions={
        <Actions>
          {jobCentre}
          {name && <AccountMenu name={name} person={person} />}
        </Actions>
      }
      navigation={navigationFor(person)}
      navigationLabel={copy.backoffice.navigationLabel}
      skipLinkLabel={copy.backoffice.skipToContent}
      menuLabel={copy.backoffice.openNavigation}
      closeLabel={copy.backoffice.closeNavigation}
    >
      {children ?? <RouteOutlet />}
    </AppShell>
  );
}
