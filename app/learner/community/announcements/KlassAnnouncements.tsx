/**
 * Announcements of a class (`/klass/{id}/announcement/slice`), newest first, one cursor slice at a
 * time with "load more".
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { announcementSlicesQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { CursorList } from '../shared/CursorList';
import { SectionHeading } from '../shared/SectionHeading';
import { AnnouncementItem } from './AnnouncementItem';

export const ANNOUNCEMENT_SLICE_SIZE = 10;

export function KlassAnnouncements({ klassId }: { klassId: string }) {
  const text = copy.community.announcements;
  const query = useInfiniteQuery(announcementSlicesQuery(klassId, ANNOUNCEMENT_SLICE_SIZE));
  return (
    <section aria-labelledby={`announcements-${klassId}`}>
      <SectionHeading id={`announcements-${klassId}`}>{text.title}</SectionHeading>
      <CursorList
        query={query}
        itemKey={(item) => item.announcementId}
        renderItem={(item) => <AnnouncementItem announcement={item} />}
        labels={{
          list: text.title,
          loading: text.loading,
          empty: text.empty,
          loadFailed: text.loadFailed,
          loadMore: text.loadMore,
        }}
      />
    </section>
  );
}
