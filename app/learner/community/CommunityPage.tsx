/**
 * `/app/klass/:klassId/community?tab=`: a class's announcements, notices, questions and reviews
 * on one page, one tab each — a deep link to the community parts of the class room. The tab is
 * kept in the query so a shared link opens the same tab.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs } from '@ds/components/Tabs';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { KlassAnnouncements } from './announcements/KlassAnnouncements';
import { KlassNotices } from './notices/KlassNotices';
import { communityTabs, isCommunityTab } from './paths';
import { KlassQuestions } from './questions/KlassQuestions';
import { KlassReviews } from './reviews/KlassReviews';

const Title = styled.h1`
  margin: 0 0 ${vars.space[4]};
  font-size: ${vars.font.size2xl};
`;

const Panel = styled.div`
  padding-top: ${vars.space[4]};
`;

export function CommunityPage() {
  const { klassId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isCommunityTab(requested) ? requested : 'announcements';
  const sections = {
    announcements: <KlassAnnouncements klassId={klassId} />,
    notices: <KlassNotices klassId={klassId} />,
    questions: <KlassQuestions klassId={klassId} />,
    reviews: <KlassReviews klassId={klassId} />,
  };
  return (
    <>
      <Title>{copy.community.pageTitle}</Title>
      <Tabs
        label={copy.community.tabsLabel}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        items={communityTabs.map((id) => ({
          id,
          label: copy.community.tabs[id],
          content: <Panel>{sections[id]}</Panel>,
        }))}
      />
    </>
  );
}
