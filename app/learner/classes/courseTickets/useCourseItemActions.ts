/**
 * The actions on a class of a course ticket (spec §7): a live-only item joins its live session
 * (`live/enter`, opened in a new tab); an issued item is validated and entered (`validate`,
 * `enter`); an item not issued yet is validated and issued (`issue` with the course-ticket key)
 * — the last two then open the class room.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CourseTicketEntry } from '@app/shared/api/contract/inventory';
import {
  enterCourseItem,
  enterCourseItemLive,
  inventoryKeys,
  issueCourseItem,
  validateCourseItem,
} from '@app/learner/api/inventory';
import { klassRoomPath } from '../paths';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

export type CourseItemAction = 'live' | 'enter' | 'start';

export function courseItemAction(entry: CourseTicketEntry): CourseItemAction {
  if (entry.onlyLive) return 'live';
  return entry.klassTicketKey ? 'enter' : 'start';
}

export function useCourseItemActions(courseTicketId: string, courseTicketKey: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn(entry: CourseTicketEntry) {
      const action = courseItemAction(entry);
      if (action === 'live') {
        const live = await enterCourseItemLive(courseTicketId, entry.itemId);
        const liveUrl = safeUrl(live.liveUrl, { base: pageBase() });
        if (!liveUrl) throw new Error('the live room URL is not a web URL');
        window.open(liveUrl, '_blank', 'noopener,noreferrer');
        return { action, path: null };
      }
      const check = await validateCourseItem(courseTicketId, entry.itemId);
      if (check.issuable) {
        const issued = await issueCourseItem(courseTicketId, entry.itemId, courseTicketKey);
        return { action, path: klassRoomPath(issued.klassId, issued.klassTicketKey) };
      }
      const entered = await enterCourseItem(courseTicketId, entry.itemId);
      return { action, path: klassRoomPath(entered.klassId, entered.klassTicketKey) };
    },
    async onSuccess({ path }) {
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.courses() });
      if (path) navigate(path);
    },
  });
}
