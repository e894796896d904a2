/**
 * The server's text-length refusal as a real screen shows it (issue 20): the member detail's memo
 * (backoffice.md §5 "memo max 300") answered 400 `request.invalid` with the issue at `content`
 * (errors.ts header: the field's path and a Korean message with the limit). The page's own rule
 * let the memo through; a server counting characters otherwise (here a line break as two) refuses
 * it, so the message must land under the field, what was typed must stay, and no "could not save"
 * notice may stand in for it. The upload and import refusals for size are the kit's own stories
 * (FileUploads, ImportDialog: RefusedTooLargeByServer). The memo card belongs to the members area;
 * this story sits with the kit's limits because it proves the contract's refusal shape on a screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { adminMemberDetailEndpoints } from '@app/shared/api/contract/adminMemberDetail';
import { toRoutePattern } from '@app/shared/api/contract/endpoint';
import { errorCodes } from '@app/shared/api/contract/errors';
import { MEMO_MAX } from '@app/shared/api/contract/adminMemberFields';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, findPageHeading, section } from '../../storySupport';

const text = copy.backofficeMemberDetail;
/** What the server says of the memo below once it counts its line break as two characters. */
const serverMessage = copy.account.validation.maxLength(MEMO_MAX, MEMO_MAX + 1);
const typed = `${'가'.repeat(MEMO_MAX - 2)}\n끝`;

const meta = {
  title: 'Back-office/Kit/서버 한도 · Server limits',
  component: Backoffice,
  parameters: { route: '/admin/members/acc-learner', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof Backoffice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MemoRefusedForLength: Story = {
  parameters: {
    msw: {
      handlers: {
        memoTooLong: http.post(`*${toRoutePattern(adminMemberDetailEndpoints.createMemo.path)}`, () => {
          const { code, status } = errorCodes.badRequest;
          const data = { part: 'body', issues: [{ path: 'content', message: serverMessage }] };
          return HttpResponse.json({ status, code, message: '요청 형식이 올바르지 않아요.', data }, { status });
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.pageTitle('김하늘'));
    const memos = await section(canvasElement, text.memosTitle);
    const field = memos.getByLabelText(fieldLabel(text.memoLabel));
    // Pasted, as a long memo usually arrives; typing 300 characters would only slow the story.
    await userEvent.click(field);
    await userEvent.paste(typed);
    await userEvent.click(memos.getByRole('button', { name: text.addMemo }));
    await expect(await memos.findByText(serverMessage)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(serverMessage));
    await expect(field).toHaveValue(typed);
    await expect(memos.queryByText(text.memoFailed)).toBeNull();
  },
};
