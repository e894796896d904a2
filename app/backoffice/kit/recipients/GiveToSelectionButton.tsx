/**
 * A bulk action of the member list that opens another area's page to give the selected people
 * something (issues 29 and 30: "수강권 지급", "쿠폰 발급"), with the selection handed over in the
 * navigation (fromMembers.ts says why not in the address). Shown only to a person who may use that
 * area, so a members-only operator is offered nothing the guard would refuse. Only a link-sized
 * piece lives in the member list's download: the page it opens is that area's own lazy chunk.
 */
import { useNavigate } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import type { MemberListScope } from '@app/shared/api/contract/adminMemberList';
import type { BackofficeArea } from '../../access/areas';
import { mayUse } from '../../access/person';
import { useBackofficePersonContext } from '../../access/personContext';
import { fromMembersState } from './fromMembers';

export interface GiveToSelectionButtonProps {
  /** The area whose page gives (its access decides whether the button shows). */
  area: BackofficeArea;
  /**
   * The page that receives the selection; the area's first screen when not said (the assign page),
   * so the member list need not import the area's paths (their chunk carries its rules).
   */
  to?: string;
  label: string;
  /** The member list's selection now (useListSelection). */
  selection: { scope: MemberListScope | null; count: number; tooLarge: boolean };
}

export function GiveToSelectionButton({ area, to = area.path, label, selection }: GiveToSelectionButtonProps) {
  const person = useBackofficePersonContext();
  const navigate = useNavigate();
  if (!mayUse(person, area.access)) return null;
  const { scope, count, tooLarge } = selection;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={tooLarge || scope === null}
      onClick={() => scope && void navigate(to, { state: fromMembersState({ selection: scope, count }) })}
    >
      {label}
    </Button>
  );
}
