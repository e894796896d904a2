/** One notice in the list: pinned mark, title linking to the notice page, writer and date. */
import styled from 'styled-components';
import { Tag } from '@ds/components/Tag';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import type { NoticeSummary } from '@app/shared/api/contract/document';
import { copy } from '@app/shared/copy';
import { PostedAt } from '../shared/PostedAt';
import { noticePath } from '../paths';

const Row = styled.article`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  &[data-pinned='true'] { background: ${vars.color.surfaceMuted}; }
  > h3 {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export function NoticeItem({ notice }: { notice: NoticeSummary }) {
  const text = copy.community.notices;
  return (
    <Row data-pinned={notice.pinned}>
      <h3>
        {notice.pinned && <Tag tone="primary">{text.pinned}</Tag>}
        <Link to={noticePath(notice.klassId, notice.noticeId)}>{notice.title}</Link>
      </h3>
      <Meta>
        <span>{text.writer(notice.writerName)}</span>
        <PostedAt created={notice.created} />
      </Meta>
    </Row>
  );
}
