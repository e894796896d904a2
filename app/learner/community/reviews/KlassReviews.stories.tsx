/**
 * Class reviews against the mock (learner.md §3, §7, §9): summary figures, a page of 5 sorted by
 * -created, the rating filter, other sorts and pages, favourite and un-favourite, writing through
 * the review dialog, the visitor's login prompt, empty and error states, and the operator's reply
 * under a review (issue 42), whose stored markup runs nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Review } from '@app/shared/api/contract/community';
import { copy } from '@app/shared/copy';
import { failing, withSiteLayers } from '../storySupport';
import { KlassReviews } from './KlassReviews';

const text = copy.community.reviews;

const meta = {
  title: 'Learner/Community/수강 후기 · KlassReviews',
  component: KlassReviews,
  args: { klassId: 'klass-001' },
  decorators: [withSiteLayers],
} satisfies Meta<typeof KlassReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reviewList(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: text.title }));
}

/** Summary (14 visible reviews; the operator-hidden one is not counted) and the first page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByLabelText(text.summaryTitle));
    await expect(summary.getByText(text.totalCount(14))).toBeInTheDocument();
    await expect(summary.getByText(/^\d\.\d$/)).toBeInTheDocument();
    await expect(summary.getByText(/^\d{1,3}%$/)).toBeInTheDocument();
    await expect(summary.getAllByRole('progressbar')).toHaveLength(5);
    const list = await reviewList(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('combobox', { name: text.sortLabel })).toHaveValue('-created');
    await expect(canvas.getByRole('navigation', { name: text.pagination })).toBeInTheDocument();
  },
};

export const RatingFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewList(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.ratingFilterLabel }), '1');
    await waitFor(async () => {
      const list = within(canvas.getByRole('list', { name: text.title }));
      const stars = list.getAllByRole('img', { name: /5점 만점에/ });
      await expect(stars.every((star) => star.getAttribute('aria-label') === '5점 만점에 1점')).toBe(true);
    });
  },
};

export const SortByRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewList(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.sortLabel }), '-rating');
    await waitFor(async () => {
      const list = within(canvas.getByRole('list', { name: text.title }));
      const first = list.getAllByRole('img', { name: /5점 만점에/ })[0];
      await expect(first).toHaveAttribute('aria-label', '5점 만점에 5점');
    });
  },
};

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reviewList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^2/ }));
    await waitFor(async () =>
      expect(canvas.getByRole('button', { name: /^2/ })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** Favourite a review, then take it back; the count follows the server. */
export const FavouriteAndUnfavourite: Story = {
  play: async ({ canvasElement }) => {
    const list = await reviewList(canvasElement);
    const button = list.getAllByRole('button', { pressed: false })[0] as HTMLElement;
    const before = Number(button.textContent?.match(/\d+/)?.[0]);
    await userEvent.click(button);
    await waitFor(async () => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveTextContent(`${text.favorite} ${before + 1}`);
    // The toggle stays busy (disabled) until the refetched list is in; a click before that is
    // ignored, as it would be for a learner.
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(async () => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(button).toHaveTextContent(`${text.favorite} ${before}`);
  },
};

/** The learner writes a review of a class they hold a ticket for. */
export const WriteReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The button waits for the learner's tickets (my-klass) to find the review target.
    await userEvent.click(await canvas.findByRole('button', { name: text.write }, { timeout: 5000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: copy.community.reviewDialog.titleNew }));
    await userEvent.type(await dialog.findByRole('textbox', { name: copy.community.reviewDialog.bodyLabel }), '좋은 강의예요');
    await userEvent.click(dialog.getByRole('button', { name: copy.community.reviewDialog.submitNew }));
    await expect(await within(document.body).findByText(copy.community.reviewDialog.saved('create'))).toBeInTheDocument();
    await expect(await canvas.findByText('좋은 강의예요')).toBeInTheDocument();
    await expect(await canvas.findByText(text.totalCount(15))).toBeInTheDocument();
  },
};

/** A visitor who favourites is asked to log in (learner.md §2, §4). */
export const VisitorFavourite: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const list = await reviewList(canvasElement);
    await userEvent.click(list.getAllByRole('button', { pressed: false })[0] as HTMLElement);
    const prompt = within(await within(document.body).findByRole('alertdialog', { name: copy.site.loginPromptTitle }));
    await expect(prompt.getByText(copy.site.loginPromptBody)).toBeInTheDocument();
    await expect(prompt.getByRole('button', { name: copy.common.login })).toBeInTheDocument();
    await userEvent.click(prompt.getByRole('button', { name: copy.common.cancel }));
    await waitFor(async () => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { klassId: 'klass-006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.empty)).toBeInTheDocument();
    await expect(canvas.getByText(text.totalCount(0))).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        failing('get', '/rest/community/klasses/:klassId/reviews'),
        failing('get', '/rest/community/klasses/:klassId/reviews/info'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // Both the summary and the list say so, each with its own retry.
    await waitFor(async () =>
      expect(within(canvasElement).getAllByText(text.loadFailed)).toHaveLength(2),
    );
  },
};

const repliedReview: Review = {
  key: 'rv-replied',
  rating: 4,
  body: '설명이 친절해서 좋았어요.',
  author: { displayName: '이학생', profileImageUrl: null },
  isMine: false,
  created: '2026-12-05T01:00:00.000Z',
  updated: null,
  favoriteCount: 2,
  isFavorite: false,
  reply: {
    commentKey: 'rc-replied',
    writerName: '강운영',
    contentHtml:
      '<p>소중한 후기 <strong>고마워요</strong>!</p><img src="x" onerror="window.__reviewReplyInjected=1"><script>window.__reviewReplyInjected=1</script><p><a href="javascript:window.__reviewReplyInjected=1">링크</a></p>',
    created: '2026-12-05T03:00:00.000Z',
    updated: '2026-12-05T03:00:00.000Z',
  },
};

/** The operator's reply under a review, as rich text; the script, the `onerror` and the `javascript:` link it carried run nothing. */
export const OperatorReply: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/rest/community/klasses/klass-001/reviews', () => HttpResponse.json({ items: [repliedReview], page: 1, perPage: 5, totalCount: 1, totalPages: 1 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await reviewList(canvasElement);
    const reply = await list.findByRole('region', { name: text.replyBy('강운영') });
    await expect(within(reply).getByText('고마워요')).toBeVisible();
    await expect(canvasElement.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    await expect(Reflect.get(window, '__reviewReplyInjected')).toBeUndefined();
  },
};
