/**
 * The coupon specification form (backoffice.md §5 coupon rules; issue 30): one story per form
 * error, each with the contract's Korean message at its field — title 3–30, description 3–30,
 * percent 1–100, amount integer 1–10,000,000 (shown in won as typed), validity days 1–365, a period
 * whose end is before its start, the use limit, memo 300 — a server's field refusal placed at the
 * field, a failed save that keeps every typed value, an edit someone else saved first (told, work
 * kept, the next save goes over the latest), a status changed elsewhere meanwhile (told, work kept), an operating coupon whose terms are read-only, and a
 * successful create that lands on the new coupon's detail.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { couponErrorCodes, couponRuleMessages } from '@app/shared/api/contract/adminCouponRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading } from '../storySupport';
import { NewCouponPage } from './CouponFormPage';

const text = copy.backofficeCoupons;
const CREATE_CALL = '/rest/coupon/admin/tenant/coupon-specs';

const meta = {
  title: 'Back-office/Coupons/쿠폰 만들기·수정 · CouponFormPage',
  component: NewCouponPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/new', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof NewCouponPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(canvasElement: HTMLElement, heading: string = text.createTitle) {
  await findPageHeading(canvasElement, heading);
  const page = within(canvasElement);
  // The edit form appears once the coupon has loaded.
  await page.findByRole('textbox', { name: fieldLabel(text.fieldTitle) }, { timeout: 10_000 });
  return page;
}

const field = (page: ReturnType<typeof within>, label: string) => page.getByRole('textbox', { name: fieldLabel(label) });

async function fillValid(page: ReturnType<typeof within>) {
  await userEvent.type(field(page, text.fieldTitle), '스토리 쿠폰 15% 할인');
  await userEvent.type(field(page, text.fieldDescription), '스토리에서 만든 쿠폰');
  await userEvent.type(field(page, text.fieldPercent), '15');
}

async function save(page: ReturnType<typeof within>) {
  await userEvent.click(page.getByRole('button', { name: text.save }));
}

/** Nothing typed: the title, the description and the percent each say their rule. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await save(page);
    await expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(expect.stringContaining('3자 이상 입력해 주세요.'));
    await expect(field(page, text.fieldDescription)).toHaveAccessibleDescription(expect.stringContaining('3자 이상 입력해 주세요.'));
    await expect(field(page, text.fieldPercent)).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.percent));
  },
};

/** §5 "Coupon title 3-30": 31 characters. */
export const TitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.clear(field(page, text.fieldTitle));
    await userEvent.type(field(page, text.fieldTitle), '가'.repeat(31));
    await save(page);
    await expect(await page.findByText('최대 30자까지 입력할 수 있어요. (31/30)')).toBeVisible();
  },
};

/** §5 "description 3-30": two characters. */
export const DescriptionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.clear(field(page, text.fieldDescription));
    await userEvent.type(field(page, text.fieldDescription), '쿠폰');
    await save(page);
    await expect(field(page, text.fieldDescription)).toHaveAccessibleDescription(expect.stringContaining('3자 이상 입력해 주세요.'));
  },
};

/** §5 "percent 1-100": 101. */
export const PercentOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.clear(field(page, text.fieldPercent));
    await userEvent.type(field(page, text.fieldPercent), '101');
    await save(page);
    await expect(field(page, text.fieldPercent)).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.percent));
  },
};

/** §5 "amount integer 1 to 10,000,000": shown in won as typed; 10,000,001 refused. */
export const AmountOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('radio', { name: text.typeLabels.AMOUNT }));
    await userEvent.type(field(page, text.fieldAmount), '5000');
    await expect(await page.findByText(text.amountPreview('5,000원'))).toBeVisible();
    await userEvent.clear(field(page, text.fieldAmount));
    await userEvent.type(field(page, text.fieldAmount), '10000001');
    await save(page);
    await expect(field(page, text.fieldAmount)).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.amount));
  },
};

/** §5 "validity days 1-365": 366. */
export const DaysOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.clear(field(page, text.fieldDays));
    await userEvent.type(field(page, text.fieldDays), '366');
    await save(page);
    await expect(field(page, text.fieldDays)).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.days));
  },
};

/** A fixed period ending before it starts. */
export const PeriodEndsBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('radio', { name: text.validityPeriod }));
    const start = page.getByLabelText(fieldLabel(text.fieldStartDay));
    const end = page.getByLabelText(fieldLabel(text.fieldEndDay));
    await userEvent.type(start, '2026-12-31');
    await userEvent.type(end, '2026-12-01');
    await save(page);
    await expect(end).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.periodOrder));
  },
};

/** The use limit: a count of 0 refused (-1, "제한 없음", is the unlimited choice). */
export const UseLimitInvalid: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await userEvent.click(page.getByRole('radio', { name: text.limitCount }));
    await userEvent.clear(field(page, text.fieldLimitCount));
    await userEvent.type(field(page, text.fieldLimitCount), '0');
    await save(page);
    await expect(field(page, text.fieldLimitCount)).toHaveAccessibleDescription(expect.stringContaining(couponRuleMessages.useLimit));
  },
};

/** §5 "memo max 300": 301 characters. */
export const MemoTooLong: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    const memo = page.getByRole('textbox', { name: text.fieldMemo });
    await userEvent.click(memo);
    await userEvent.paste('메'.repeat(301));
    await save(page);
    await expect(memo).toHaveAccessibleDescription(expect.stringContaining('최대 300자까지 입력할 수 있어요. (301/300)'));
  },
};

/** A rule only the server applied: its message lands under the field it names. */
export const ServerFieldError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${CREATE_CALL}`, () =>
          HttpResponse.json(
            { status: 400, code: 'request.invalid', message: '요청 형식이 올바르지 않아요.', data: { part: 'body', issues: [{ path: 'internalTitle', message: '이미 같은 이름의 쿠폰이 있어요.' }] } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await save(page);
    await waitFor(() => expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(expect.stringContaining('이미 같은 이름의 쿠폰이 있어요.')));
  },
};

/** The save fails (500): said, and every typed value is still there. */
export const SaveFailedKeepsValues: Story = {
  parameters: { msw: { handlers: [failing('post', CREATE_CALL)] } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await save(page);
    await expect(await page.findByText(copy.backofficeForms.unsaved)).toBeVisible();
    await expect(field(page, text.fieldTitle)).toHaveValue('스토리 쿠폰 15% 할인');
    await expect(field(page, text.fieldDescription)).toHaveValue('스토리에서 만든 쿠폰');
    await expect(field(page, text.fieldPercent)).toHaveValue('15');
  },
};

/** Someone saved this coupon first (409 coupon.version.conflict): told, the typed value kept. */
export const StaleVersion: Story = {
  parameters: {
    route: '/admin/coupons/cpn-fixture-created/edit',
    msw: {
      handlers: [
        http.put('*/rest/coupon/admin/tenant/coupon-specs/:couponKey', () =>
          HttpResponse.json(
            { status: 409, code: couponErrorCodes.couponVersionConflict.code, message: '다른 곳에서 먼저 수정된 쿠폰이에요.', data: { version: 2, status: 'CREATED' } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.editTitle);
    const title = field(page, text.fieldTitle);
    await userEvent.clear(title);
    await userEvent.type(title, '내가 고친 쿠폰 이름');
    await save(page);
    await expect(await page.findByText(text.staleVersion)).toBeVisible();
    await expect(page.getByRole('link', { name: copy.backofficeForms.showLatest })).toHaveAttribute('href', '/admin/coupons/cpn-fixture-created');
    await expect(title).toHaveValue('내가 고친 쿠폰 이름');
  },
};

/** The created coupon's edit, its save answered with the area's 409 `code`. */
function editAnswered(code: string, data: Record<string, unknown>) {
  const answer = { status: 409, code, message: '쿠폰을 저장할 수 없어요.', data };
  return { route: '/admin/coupons/cpn-fixture-created/edit', msw: { handlers: [http.put('*/rest/coupon/admin/tenant/coupon-specs/:couponKey', () => HttpResponse.json(answer, { status: 409 }))] } };
}

/** Operated or stopped elsewhere meanwhile (409 coupon.update.locked): said, the typed value kept. */
export const StatusChangedMeanwhile: Story = {
  parameters: editAnswered(couponErrorCodes.couponFieldLocked.code, { status: 'PUBLISHED' }),
  play: async ({ canvasElement }) => {
    const percent = field(await openForm(canvasElement, text.editTitle), text.fieldPercent);
    await userEvent.clear(percent);
    await userEvent.type(percent, '20{Enter}');
    await expect(await within(canvasElement).findByText(text.statusChanged)).toBeVisible();
    await expect(percent).toHaveValue('20');
  },
};

/** An operating coupon: names and memo editable, the terms read-only and said so. */
export const PublishedTermsLocked: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-published/edit' },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.editTitle);
    await expect(page.getByText(text.lockedHint)).toBeVisible();
    await expect(field(page, text.fieldAmount)).toHaveAttribute('readonly');
    await expect(field(page, text.fieldTitle)).not.toHaveAttribute('readonly');
    await expect(page.getByRole('radio', { name: text.typeLabels.PERCENT })).toBeDisabled();
  },
};

/** A valid coupon is created and the detail opens on it, CREATED with its actions. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await save(page);
    await findPageHeading(canvasElement, '스토리 쿠폰 15% 할인');
    await expect(page.getByText(text.statusLabels.CREATED)).toBeVisible();
    await expect(page.getByRole('button', { name: text.actionLabels.OPERATE })).toBeVisible();
  },
};
