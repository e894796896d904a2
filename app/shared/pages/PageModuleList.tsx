/**
 * A published page's modules top to bottom (issue 41), one learner component per module kind and
 * PageSection layout: what the learner home and the additional pages draw, and what the page
 * editor's preview draws at 360 and 1280 px (the styles answer the list's own width through a
 * container query, not the window's, so a preview frame lays out as a phone does). The recent
 * classes module reads the signed-in learner's own classes, which only the learner side has: the
 * caller draws it (`recent`).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { type ModuleOf, type PageModule, type SectionSlot } from '@app/shared/api/contract/pageModules';
import type { PageBoard } from '@app/shared/api/contract/sitePage';
import { copy } from '@app/shared/copy';
import { MultiBannerModule, SingleBannerModule } from './BannerModules';
import { BoardPosts } from './BoardModules';
import { CardListModule } from './CardListModule';
import { ModuleHeading } from './ModuleHeading';
import { ModuleLink } from './ModuleLink';

const text = copy.sitePages;

const Column = styled.div`
  container: page / inline-size;
  display: grid;
  gap: ${vars.space[8]};
  min-width: 0;
`;

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${vars.radius.md};
  background: #000;
`;

function VideoCardModule({ module, headingLevel }: { module: ModuleOf<'VideoCard'>; headingLevel: 2 | 3 }) {
  return (
    <section data-module="VideoCard">
      <ModuleHeading level={headingLevel}>{module.title}</ModuleHeading>
      <Video src={module.videoUrl} controls preload="none" aria-label={module.title}>
        {text.videoUnsupported}
      </Video>
      {module.description && <p>{module.description}</p>}
    </section>
  );
}

const Slots = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @container page (min-width: 600px) {
    grid-template-columns: repeat(var(--slots), minmax(0, 1fr));
  }
  img { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${vars.radius.md}; background: ${vars.color.surfaceSunken}; }
`;

function Slot({ slot, boards, title }: { slot: SectionSlot; boards: readonly PageBoard[]; title: string }) {
  if (slot.slot === 'image') {
    return (
      <ModuleLink to={slot.linkUrl}>
        <img src={slot.imageUrl} alt={slot.alt} loading="lazy" decoding="async" />
      </ModuleLink>
    );
  }
  if (slot.slot === 'video') {
    return (
      <Video src={slot.videoUrl} controls preload="none" aria-label={slot.title}>
        {text.videoUnsupported}
      </Video>
    );
  }
  const board = boards.find((each) => each.boardKey === slot.boardKey);
  return <BoardPosts board={board} count={slot.count} title={board?.title ?? title} headingLevel={3} />;
}

function PageSectionModule({ module, boards, headingLevel }: { module: ModuleOf<'PageSection'>; boards: readonly PageBoard[]; headingLevel: 2 | 3 }) {
  return (
    <section data-module="PageSection" data-layout={module.layout}>
      <ModuleHeading level={headingLevel}>{module.title}</ModuleHeading>
      <Slots style={{ ['--slots' as string]: module.slots.length }}>
        {module.slots.map((slot, index) => (
          <Slot key={index} slot={slot} boards={boards} title={module.title} />
        ))}
      </Slots>
    </section>
  );
}

export interface PageModuleListProps {
  modules: readonly PageModule[];
  boards: readonly PageBoard[];
  /** The recent classes module: the learner side's own (the preview draws a note instead). */
  recent: (module: ModuleOf<'RecentInventory'>) => ReactNode;
  /** The modules' titles are h2 under the page's h1 (h3 inside a preview that has its own h2). */
  headingLevel?: 2 | 3;
}

export function PageModule({ module, boards, recent, headingLevel = 2, first }: Omit<PageModuleListProps, 'modules'> & { module: PageModule; first: boolean }) {
  switch (module.kind) {
    case 'SingleBanner':
      return <SingleBannerModule module={module} eager={first} />;
    case 'MultiBanner':
      return <MultiBannerModule module={module} eager={first} />;
    case 'BoardList':
      return <BoardPosts board={boards.find((board) => board.boardKey === module.boardKey)} count={module.count} title={module.title} headingLevel={headingLevel} />;
    case 'VideoCard':
      return <VideoCardModule module={module} headingLevel={headingLevel} />;
    case 'PageSection':
      return <PageSectionModule module={module} boards={boards} headingLevel={headingLevel} />;
    case 'RecentInventory':
      return <>{recent(module)}</>;
    default:
      return <CardListModule module={module} headingLevel={headingLevel} />;
  }
}

export function PageModuleList({ modules, boards, recent, headingLevel = 2 }: PageModuleListProps) {
  return (
    <Column>
      {modules.map((module, index) => (
        <PageModule key={module.id} module={module} boards={boards} recent={recent} headingLevel={headingLevel} first={index === 0} />
      ))}
    </Column>
  );
}
