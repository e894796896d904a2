/**
 * `/app/klass/:klassId/notice/:noticeId?token=`: one notice with its sanitised HTML. The share
 * token lets a visitor who followed a shared link read it (document contract).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '@ds/components/ErrorState';
import { Tag } from '@ds/components/Tag';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { noticeQuery } from '@app/learner/api/document';
import { copy } from '@app/shared/copy';
import { PostedAt } from '../shared/PostedAt';
import { SafeHtml } from '../shared/SafeHtml';
import { SectionLoading } from '../shared/SectionLoading';
import { communityPath } from '../paths';
import { ErrorPage, showsErrorPage } from '@app/shared/site';

const Article = styled.article`
  display: grid;
  gap: ${vars.space[4]};
  > header { display: grid; gap: ${vars.space[2]}; border-bottom: 1px solid ${vars.color.border}; padding-bottom: ${vars.space[4]}; }
  > header h1 { margin: 0; font-size: ${vars.font.size2xl}; display: flex; gap: ${vars.space[2]}; align-items: center; flex-wrap: wrap; }
  > header p { margin: 0; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; display: flex; gap: ${vars.space[3]}; flex-wrap: wrap; }
`;

export function NoticePage() {
  const { klassId = '', noticeId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const text = copy.community.notices;
  const notice = useQuery(noticeQuery(klassId, noticeId, token));

  let body;
  if (notice.isPending) body = <SectionLoading label={text.noticeLoading} lines={6} />;
  else if (notice.isError && showsErrorPage(notice.error)) {
    body = <ErrorPage error={notice.error} headingLevel={2} />;
  } else if (notice.isError) {
    body = (
      <ErrorState
        description={text.noticeFailed}
        onRetry={() => void notice.refetch()}
        retrying={notice.isRefetching}
        retryLabel={copy.common.retry}
      />
    );
  } else {
    body = (
      <Article aria-labelledby="notice-title">
        <header>
          <h1 id="notice-title">
            {notice.data.pinned && <Tag tone="primary">{text.pinned}</Tag>}
            {notice.data.title}
          </h1>
          <p>
            <span>{text.writer(notice.data.writerName)}</span>
            <PostedAt created={notice.data.created} />
          </p>
        </header>
        <SafeHtml html={notice.data.contentHtml} under={1} />
      </Article>
    );
  }
  return (
    <>
      {body}
      <p>
        <Link to={communityPath(klassId, 'notices')}>{text.backToList}</Link>
      </p>
    </>
  );
}
