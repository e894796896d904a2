/**
 * Notices of a class (`/rest/document/klass/{id}/notice/slice`), pinned first, one cursor slice at
 * a time with "load more"; each opens the notice page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_NOTICE_SLICE_SIZE } from '@app/shared/api/contract/document';
import { noticeSlicesQuery } from '@app/learner/api/document';
import { copy } from '@app/shared/copy';
import { CursorList } from '../shared/CursorList';
import { SectionHeading } from '../shared/SectionHeading';
import { NoticeItem } from './NoticeItem';

export function KlassNotices({ klassId }: { klassId: string }) {
  const text = copy.community.notices;
  const query = useInfiniteQuery(noticeSlicesQuery(klassId, DEFAULT_NOTICE_SLICE_SIZE));
  return (
    <section aria-labelledby={`notices-${klassId}`}>
      <SectionHeading id={`notices-${klassId}`}>{text.title}</SectionHeading>
      <CursorList
        query={query}
        itemKey={(item) => item.noticeId}
        renderItem={(item) => <NoticeItem notice={item} />}
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
