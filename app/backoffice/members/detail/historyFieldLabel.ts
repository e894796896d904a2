/**
 * How the member detail's change history names an additional-info field (issue 16): the history
 * records it as `info.<fieldName>` (adminMemberDetail.ts), a key the catalogue cannot know, since
 * each tenant configures its own fields; the member's infos carry the info-config's label for each.
 * Basic fields (이름, 이메일, …) are left to the catalogue, which names them for every screen.
 */
import type { InfoField } from '@app/shared/api/contract/account';
import { memberInfoHistoryField } from '@app/shared/api/contract/adminMemberDetail';
import type { HistoryFieldLabel } from '../../history/HistoryEntries';

export function memberHistoryFieldLabel(infos: readonly Pick<InfoField, 'fieldName' | 'label'>[]): HistoryFieldLabel {
  const labels = new Map(infos.map((info) => [memberInfoHistoryField(info.fieldName), info.label]));
  return (field) => labels.get(field);
}
