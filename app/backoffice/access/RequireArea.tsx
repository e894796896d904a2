/**
 * The route guard of an area: its screens render only for a person the area's access rule admits
 * (the same rule the navigation shows by and the mock refuses by). Anyone else opening the URL
 * directly gets the permission page, naming the area, with a way back — and no call of the area
 * is made, because its screens never mount.
 */
import { Outlet } from 'react-router-dom';
import { areaById } from './areas';
import { PermissionPage } from './PermissionPage';
import { mayUse } from './person';
import { useBackofficePersonContext } from './personContext';

export function RequireArea({ areaId }: { areaId: string }) {
  const person = useBackofficePersonContext();
  const area = areaById(areaId);
  return mayUse(person, area.access) ? <Outlet /> : <PermissionPage kind="forbidden" areaLabel={area.label} />;
}
