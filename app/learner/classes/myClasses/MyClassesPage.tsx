/**
 * `/app/user/klasses`: my classes (spec learner.md §2) — single classes, packages, course
 * tickets and passes (issue 40) in tabs, with a switch that also lists the class tickets the learner hid.
 * Only the first tab is in the page's first load (the route's size budget); the other three are
 * fetched as soon as the page has drawn, so a tab opened later — offline too — is already there.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { Switch } from '@ds/components/Switch';
import { Tabs } from '@ds/components/Tabs';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { LoadingBlock } from '../shared/LoadingBlock';
import { RequireLogin } from '../shared/RequireLogin';
import { SingleKlassSection } from './SingleKlassSection';

const loadPackages = () => import('./PackageSection');
const loadCourses = () => import('../courseTickets/CourseTicketSection');
const loadPasses = () => import('./PassSection');
const PackageSection = lazy(async () => ({ default: (await loadPackages()).PackageSection }));
const CourseTicketSection = lazy(async () => ({
  default: (await loadCourses()).CourseTicketSection,
}));
const PassSection = lazy(async () => ({ default: (await loadPasses()).PassSection }));

function LaterTab({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingBlock label={copy.classes.loadingList} cards={2} />}>
      {children}
    </Suspense>
  );
}

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

function MyClasses() {
  const [showHidden, setShowHidden] = useState(false);
  const t = copy.classes;
  useEffect(() => {
    void Promise.all([loadPackages(), loadCourses(), loadPasses()]);
  }, []);
  return (
    <Stack gap={6}>
      <Header>
        <Title>{t.myClassesTitle}</Title>
        <Switch
          label={t.showHidden}
          checked={showHidden}
          onChange={(event) => setShowHidden(event.target.checked)}
        />
      </Header>
      <Tabs
        label={t.tabsLabel}
        items={[
          {
            id: 'single',
            label: t.tabSingle,
            content: <SingleKlassSection showHidden={showHidden} />,
          },
          {
            id: 'packages',
            label: t.tabPackages,
            content: (
              <LaterTab>
                <PackageSection showHidden={showHidden} />
              </LaterTab>
            ),
          },
          {
            id: 'courses',
            label: t.tabCourses,
            content: (
              <LaterTab>
                <CourseTicketSection />
              </LaterTab>
            ),
          },
          {
            id: 'passes',
            label: t.tabPasses,
            content: (
              <LaterTab>
                <PassSection />
              </LaterTab>
            ),
          },
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
