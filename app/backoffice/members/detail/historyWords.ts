/**
 * How the member detail's change history puts an additional-info field in words (issue 16): the
 * history records it as `info.<fieldName>` with its stored value (adminMemberDetail.ts), keys and
 * codes the catalogue cannot know, since each tenant configures its own fields. The tenant's
 * info-config names each field and puts each value in words (infoWords.ts: 성별 MALE → 남성); the
 * member's infos carry the labels too, for a field the config no longer lists. Basic fields (이름, 이메일, …) are left to the
 * catalogue, which names them for every screen.
 */
import type { InfoField, RegisterField } from '@app/shared/api/contract/account';
import { memberInfoHistoryField } from '@app/shared/api/contract/adminMemberDetail';
import type { HistoryFieldWords } from '../../history/HistoryEntries';
import { infoValueInWords } from './infoWords';

export function memberHistoryWords(
  infos: readonly Pick<InfoField, 'fieldName' | 'label'>[],
  config: readonly Pick<RegisterField, 'name' | 'label' | 'valueType' | 'options'>[],
): HistoryFieldWords {
  const labels = new Map(infos.map((info) => [memberInfoHistoryField(info.fieldName), info.label]));
  const fields = new Map(config.map((field) => [memberInfoHistoryField(field.name), field]));
  for (const [key, field] of fields) labels.set(key, field.label);
  return {
    field: (field) => labels.get(field),
    value: (field, value) => infoValueInWords(fields.get(field), value),
  };
}
