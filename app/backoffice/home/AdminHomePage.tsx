/**
 * `/admin`: the back-office home. Greets the person and lists every area they may use, from the
 * one area table: built areas link to their screens; areas still to come say so, never linking to
 * an empty screen. What is not theirs is not listed at all.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Tag } from '@ds/components/Tag';
import { vars } from '@ds/tokens/vars';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { usableAreas } from '../access/person';
import { isAreaBuilt } from '../areas/areaModules';
import { useBackofficePersonContext } from '../access/personContext';
import { AdminPage } from '../shell/AdminPage';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${vars.space[3]};
  margin: ${vars.space[4]} 0 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
    min-height: 3.5rem;
    padding: ${vars.space[3]} ${vars.space[4]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  > li > a { font-weight: ${vars.font.weightMedium}; }
  > li[data-ready='false'] { color: ${vars.color.textMuted}; background: ${vars.color.surfaceMuted}; }
`;

export function AdminHomePage() {
  const person = useBackofficePersonContext();
  const me = useQuery(meQuery());
  const areas = usableAreas(person);
  const name = person.master?.displayName ?? me.data?.displayName;
  const intro = person.operator
    ? copy.backoffice.homeOperatorIntro(areas.filter((area) => area.access.side === 'operator').length)
    : copy.backoffice.homeMasterIntro(person.master?.title ?? '');
  return (
    <AdminPage title={copy.backoffice.homeTitle} description={name ? `${copy.backoffice.greeting(name)} ${intro}` : intro}>
      <nav aria-label={copy.backoffice.homeAreasLabel}>
        <Grid>
          {areas.map((area) => (
            <li key={area.id} data-ready={isAreaBuilt(area)}>
              {isAreaBuilt(area) ? (
                <Link to={area.path}>{area.label}</Link>
              ) : (
                <>
                  <span>{area.label}</span>
                  <Tag tone="neutral">{copy.backoffice.notReady}</Tag>
                </>
              )}
            </li>
          ))}
        </Grid>
      </nav>
    </AdminPage>
  );
}
