/**
 * When a post was written, as `yyyy.MM.dd HH:mm` in Asia/Seoul, with the "new" mark for posts of
 * the last 7 days (learner.md §9).
 */
import styled from 'styled-components';
import { Tag } from '@ds/components/Tag';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { isRecent } from '@app/shared/lib/format/recent';

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export function PostedAt({ created }: { created: string }) {
  return (
    <Line>
      <time dateTime={created}>{formatDateTime(created)}</time>
      {isRecent(created) && <Tag tone="primary">{copy.community.recent}</Tag>}
    </Line>
  );
}
