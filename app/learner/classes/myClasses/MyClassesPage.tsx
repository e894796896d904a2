/**
 * `/app/user/klasses`: my classes (spec learner.md §2) — single classes, packages, course
 * tickets and passes (issue 40) in tabs, with a switch that also lists the class tickets the learner hid.
 * The open tab is in the address (`?tab=passes`), so a pass's page leads back to the passes.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Switch } from '@ds/components/Switch';
import { Tabs } from '@ds/components/Tabs';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { ErrorState } from '@ds/components/ErrorState';
import { lazySection, type SectionPlaceholderProps } from '@app/shared/routing/lazySection';
import { myClassesTabOf } from '../paths';
import { LoadingBlock } from '../shared/LoadingBlock';
import { RequireLogin } from '../shared/RequireLogin';
import { SingleKlassSection } from './SingleKlassSection';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
`;

/** Where a later tab stands while its code downloads (or waits for the connection), or failed to. */
function TabPlaceholder({ failure }: SectionPlaceholderProps) {
  if (failure) return <ErrorState description={copy.classes.listError} onRetry={failure.retry} retryLabel={copy.common.retry} />;
  return <LoadingBlock label={copy.classes.loadingList} />;
}

// The first tab comes with the page; the later ones are downloaded when first opened.
const PackageSection = lazySection(async () => (await import('./PackageSection')).PackageSection, TabPlaceholder);
const CourseTicketSection = lazySection(
  async () => (await import('../courseTickets/CourseTicketSection')).CourseTicketSection,
  TabPlaceholder,
);
const PassSection = lazySection(async () => (await import('./PassSection')).PassSection, TabPlaceholder);

function MyClasses() {
  const [showHidden, setShowHidden] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab = myClassesTabOf(params.get('tab'));
  const t = copy.classes;
  return (
    <Stack gap={6}>
      <Header>
        <Title>{t.myClassesTitle}</Title>
        <Switch label={t.showHidden} checked={showHidden} onChange={(event) => setShowHidden(event.target.checked)} />
      </Header>
      <Tabs
        label={t.tabsLabel}
        value={tab}
        onChange={(next) => setParams(next === 'single' ? {} : { tab: next }, { replace: true })}
        items={[
          { id: 'single', label: t.tabSingle, content: <SingleKlassSection showHidden={showHidden} /> },
          { id: 'packages', label: t.tabPackages, content: <PackageSection showHidden={showHidden} /> },
          { id: 'courses', label: t.tabCourses, content: <CourseTicketSection /> },
          { id: 'passes', label: t.tabPasses, content: <PassSection /> },
        ]}
      />
    </Stack>
  );
}

export function MyClassesPage() {
  return (
    <RequireLogin>
      <MyClasses />
    </RequireLogin>
  );
}
