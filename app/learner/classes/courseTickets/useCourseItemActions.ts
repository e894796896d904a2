/**
 * The actions on a class of a course ticket (spec §7): a live-only item joins its live session
 * (`live/enter`, opened in a new tab); an issued item is validated and entered (`validate`,
 * `enter`) and its class room opens. An item not issued yet ('start') is issued through the
 * ticket creation dialog (TicketCreationDialog.tsx, spec §2), not here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CourseTicketEntry } from '@app/shared/api/contract/inventory';
import {
  enterCourseItem,
  enterCourseItemLive,
  inventoryKeys,
  validateCourseItem,
} from '@app/learner/api/inventory';
import { klassRoomPath } from '../paths';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

export type CourseItemAction = 'live' | 'enter' | 'start';

export function courseItemAction(entry: CourseTicketEntry): CourseItemAction {
  if (entry.onlyLive) return 'live';
  return entry.klassTicketKey ? 'enter' : 'start';
}

export function useCourseItemActions(courseTicketId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    async mutationFn(entry: CourseTicketEntry) {
      const action = courseItemAction(entry);
      if (action === 'start') throw new Error('an item not issued yet is issued through the ticket creation dialog');
      if (action === 'live') {
        const live = await enterCourseItemLive(courseTicketId, entry.itemId);
        const liveUrl = safeUrl(live.liveUrl, { base: pageBase() });
        if (!liveUrl) throw new Error('the live room URL is not a web URL');
        window.open(liveUrl, '_blank', 'noopener,noreferrer');
        return { action, path: null };
      }
      // Refused here (a ticket that ended, an item withdrawn) before the class-room entry counts.
      await validateCourseItem(courseTicketId, entry.itemId);
      const entered = await enterCourseItem(courseTicketId, entry.itemId);
      return { action, path: klassRoomPath(entered.klassId, entered.klassTicketKey) };
    },
    async onSuccess({ path }) {
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.courses() });
      if (path) navigate(path);
    },
  });
}
