/**
 * Every state of the review dialog (learner.md §4, §5, §8) against the mock: a new review starts
 * at 5 with submit disabled until an edit; an existing one starts from its rating and text; the
 * content limit; create and update with the success toast; duplicate; save failure keeping the
 * text; load failure closing the dialog; loading.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MyReviewTarget } from '@app/learner/api/community';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering, withSiteLayers } from '../storySupport';
import { ReviewDialog } from './ReviewDialog';

const text = copy.community.reviewDialog;
const MY_REVIEW = '/rest/community/customer-review/my';
const CREATE = '/rest/community/customer-review';
const UPDATE = '/rest/community/customer-review/:key';

/** klass-001 through the learner's ACTIVE ticket: no review yet (mock seed). */
const newTarget: MyReviewTarget = { type: 'KLASS', id: 'klass-001', key: 'kt-active' };
/** klass-002: the learner's seeded review, rating 4 (mock seed). */
const existingTarget: MyReviewTarget = { type: 'KLASS', id: 'klass-002', key: 'kt-available' };

/** Opens the dialog and closes it as the caller would (the dialog does not close itself). */
function Harness({ target, onClose }: { target: MyReviewTarget; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        후기 다시 열기
      </button>
      <ReviewDialog
        open={open}
        target={target}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Learner/Community/후기 쓰기 · ReviewDialog',
  component: Harness,
  args: { target: newTarget, onClose: fn() },
  decorators: [withSiteLayers],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** §4: initial rating 5 for a new review; no edit yet, so submit is disabled. */
export const NewReview: Story = {
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: text.titleNew });
    const scope = within(dialog);
    await expect(await scope.findByRole('radio', { name: '5점' })).toBeChecked();
    await expect(scope.getByText(copy.designSystem.ratingLabels[5])).toBeInTheDocument();
    await expect(scope.getByRole('button', { name: text.submitNew })).toBeDisabled();
    // §5 review guidance.
    for (const line of text.guidance) await expect(scope.getByText(line)).toBeInTheDocument();
  },
};

/** §4: editing any field enables submit — here the rating, with its label. */
export const EditEnablesSubmit: Story = {
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleNew }));
    await userEvent.click(await scope.findByRole('radio', { name: '2점' }));
    await expect(scope.getByText(copy.designSystem.ratingLabels[2])).toBeInTheDocument();
    await expect(scope.getByRole('button', { name: text.submitNew })).toBeEnabled();
  },
};

/** §4/§5: over 10,000 characters is a content error, and submit is disabled. */
export const ContentTooLong: Story = {
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleNew }));
    const body = await scope.findByRole('textbox', { name: text.bodyLabel });
    await userEvent.click(body);
    await userEvent.paste('가'.repeat(10_001));
    await expect(
      await scope.findByText('최대 10,000자까지 입력할 수 있어요. (10,001/10,000)'),
    ).toBeInTheDocument();
    await expect(scope.getByRole('button', { name: text.submitNew })).toBeDisabled();
  },
};

/** §4: no key, so the review is created; §8 success toast; the dialog closes. */
export const CreateSucceeds: Story = {
  play: async ({ args }) => {
    const scope = within(await page().findByRole('dialog', { name: text.titleNew }));
    await userEvent.type(await scope.findByRole('textbox', { name: text.bodyLabel }), '추천해요!');
    await userEvent.click(scope.getByRole('button', { name: text.submitNew }));
    await expect(await page().findByText(text.saved('create'))).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** §4: the existing rating and text; saving updates it by key. */
export const EditExisting: Story = {
  args: { target: existingTarget },
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleEdit }));
    await expect(await scope.findByRole('radio', { name: '4점' })).toBeChecked();
    await expect(scope.getByRole('textbox', { name: text.bodyLabel })).toHaveValue(
      '예제가 실무와 가까워서 바로 써먹을 수 있었습니다.',
    );
    await expect(scope.getByRole('button', { name: text.submitEdit })).toBeDisabled();
    await userEvent.click(scope.getByRole('radio', { name: '5점' }));
    await userEvent.click(scope.getByRole('button', { name: text.submitEdit }));
    await expect(await page().findByText(text.saved('update'))).toBeInTheDocument();
  },
};

/** §5: the server says a review exists already (`community.review.duplicate`). */
export const Duplicate: Story = {
  args: { target: existingTarget },
  parameters: {
    msw: { handlers: [http.post(`*${MY_REVIEW}`, () => HttpResponse.json(null))] },
  },
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleNew }));
    await userEvent.type(await scope.findByRole('textbox', { name: text.bodyLabel }), '두 번째');
    await userEvent.click(scope.getByRole('button', { name: text.submitNew }));
    await expect(await scope.findByText(text.duplicate)).toBeInTheDocument();
  },
};

/** §8: a failed save keeps the dialog and the typed text, and says so. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', CREATE)] } },
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleNew }));
    const body = await scope.findByRole('textbox', { name: text.bodyLabel });
    await userEvent.type(body, '저장이 안 되어도 남아 있어야 해요');
    await userEvent.click(scope.getByRole('button', { name: text.submitNew }));
    await expect(await scope.findByText(text.saveFailed('create'))).toBeInTheDocument();
    await expect(body).toHaveValue('저장이 안 되어도 남아 있어야 해요');
  },
};

/** §8: a failed update says "수정". */
export const UpdateFails: Story = {
  args: { target: existingTarget },
  parameters: { msw: { handlers: [failing('put', UPDATE)] } },
  play: async () => {
    const scope = within(await page().findByRole('dialog', { name: text.titleEdit }));
    await userEvent.click(await scope.findByRole('radio', { name: '1점' }));
    await userEvent.click(scope.getByRole('button', { name: text.submitEdit }));
    await expect(await scope.findByText(text.saveFailed('update'))).toBeInTheDocument();
  },
};

/** §8: the review cannot be loaded — the dialog closes with its message. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('post', MY_REVIEW)] } },
  play: async ({ args }) => {
    await expect(await page().findByText(text.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', MY_REVIEW)] } },
  play: async () => {
    const scope = within(await page().findByRole('dialog'));
    await expect(await scope.findByRole('status')).toHaveTextContent(text.loading);
  },
};
