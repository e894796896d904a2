/**
 * The exchange code form (backoffice.md §3 Exchange code, §5 word code; issue 30): nothing typed
 * (each rule at its field: the word, the name, the description, no coupon chosen); a count out of
 * range; a word already used by another code (409, said at 코드); a coupon stopped meanwhile (409,
 * said at the coupons); a failed save keeping every value; an edit someone saved first (told, work
 * kept); the code and its type fixed on edit; choosing coupons by search and removing one; and a
 * RANDOM code created, landing on its detail.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { codeRuleMessages } from '@app/shared/api/contract/adminCouponCodeRules';
import { exchangeErrorCodes, exchangeRuleMessages } from '@app/shared/api/contract/adminCouponExchangeRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading } from '../../storySupport';
import { NewExchangeCodePage } from './ExchangeCodeFormPage';

const text = copy.backofficeExchangeCodes;
const CREATE_CALL = '/rest/coupon/admin/tenant/exchange-codes';

const meta = {
  title: 'Back-office/Coupons/교환 코드 만들기·수정 · ExchangeCodeFormPage',
  component: NewExchangeCodePage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/exchange-codes/new', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof NewExchangeCodePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

async function openForm(canvasElement: HTMLElement, heading: string = text.createTitle): Promise<Page> {
  await findPageHeading(canvasElement, heading);
  const page = within(canvasElement);
  await page.findByRole('textbox', { name: fieldLabel(text.fieldTitle) }, { timeout: 10_000 });
  return page;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: fieldLabel(label) });

/** Searches the coupons that may run and adds the one titled `title`. */
async function addCoupon(page: Page, search: string, title: string) {
  await userEvent.type(page.getByRole('searchbox', { name: text.couponSearch }), search);
  await userEvent.click(await page.findByRole('button', { name: text.addCouponLabel(title) }));
}

async function fillValid(page: Page, code = '스토리교환코드') {
  await userEvent.type(field(page, text.fieldCode), code);
  await userEvent.type(field(page, text.fieldTitle), '스토리 쿠폰 묶음');
  await userEvent.type(field(page, text.fieldDescription), '스토리에서 만든 코드');
  await addCoupon(page, '신규 가입 환영', '신규 가입 환영 10% 할인');
}

const save = (page: Page) => userEvent.click(page.getByRole('button', { name: text.save }));

/** Nothing typed: the word, the name and the description each say their rule, and no coupon is chosen. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await save(page);
    await expect(field(page, text.fieldCode)).toHaveAccessibleDescription(expect.stringContaining(codeRuleMessages.word));
    await expect(field(page, text.fieldTitle)).toHaveAccessibleDescription(expect.stringContaining('3자 이상 입력해 주세요.'));
    await expect(field(page, text.fieldDescription)).toHaveAccessibleDescription(expect.stringContaining('3자 이상 입력해 주세요.'));
    await expect(page.getByText(exchangeRuleMessages.coupons)).toBeVisible();
  },
};

/** A limited count of 0: the range is said at the field. */
export const CountOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const count = field(page, text.fieldLimitCount);
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await save(page);
    await expect(count).toHaveAccessibleDescription(expect.stringContaining(exchangeRuleMessages.availableCount));
  },
};

/** Coupons chosen by search: one added (its button then says 넣음), then removed, the change said each time. */
export const ChoosingCoupons: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await addCoupon(page, '연말 감사', '연말 감사 5,000원 할인');
    await expect(page.getByText(text.chosenTitle(1))).toBeVisible();
    await expect(page.getByRole('button', { name: text.addedLabel('연말 감사 5,000원 할인') })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: text.removeCouponLabel('연말 감사 5,000원 할인') }));
    await expect(await page.findByText(text.noCouponChosen)).toBeVisible();
  },
};

/** The word is another code's (409 coupon.exchange.code_taken): said at 코드, the rest kept. */
export const CodeTaken: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page, '겨울방학2026');
    await save(page);
    await expect(await page.findByText(text.codeTaken)).toBeVisible();
    await expect(field(page, text.fieldCode)).toHaveAccessibleDescription(expect.stringContaining(text.codeTaken));
    await expect(field(page, text.fieldTitle)).toHaveValue('스토리 쿠폰 묶음');
  },
};

/** A chosen coupon stopped meanwhile (409 coupon.exchange.coupon_not_redeemable): said at the coupons. */
export const CouponStoppedMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${CREATE_CALL}`, () =>
          HttpResponse.json(
            { status: 409, code: exchangeErrorCodes.exchangeCouponNotRedeemable.code, message: '운영이 종료되었거나 없는 쿠폰이 있어요.', data: { couponKeys: ['cpn-fixture-created'] } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await save(page);
    await expect((await page.findAllByText(text.couponsRefused)).length).toBeGreaterThan(0);
    await expect(page.getByText(text.chosenTitle(1))).toBeVisible();
  },
};

export const SaveFailedKeepsValues: Story = {
  parameters: { msw: { handlers: [failing('post', CREATE_CALL)] } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await fillValid(page);
    await save(page);
    await expect(await page.findByText(copy.backofficeForms.unsaved)).toBeVisible();
    await expect(field(page, text.fieldCode)).toHaveValue('스토리교환코드');
    await expect(field(page, text.fieldTitle)).toHaveValue('스토리 쿠폰 묶음');
    await expect(page.getByText(text.chosenTitle(1))).toBeVisible();
  },
};

/** On edit the code and its type are fixed (read-only, disabled); someone saved first: told, work kept. */
export const StaleVersionOnEdit: Story = {
  parameters: {
    route: '/admin/coupons/exchange-codes/exc-fixture-active/edit',
    msw: {
      handlers: [
        http.put('*/rest/coupon/admin/tenant/exchange-codes/:exchangeCodeKey', () =>
          HttpResponse.json(
            { status: 409, code: exchangeErrorCodes.exchangeVersionConflict.code, message: '다른 곳에서 먼저 바뀐 교환 코드예요.', data: { version: 2, status: 'ACTIVE' } },
            { status: 409 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement, text.editTitle);
    await expect(field(page, text.fieldCode)).toHaveAttribute('readonly');
    await expect(page.getByRole('radio', { name: text.typeLabels.RANDOM })).toBeDisabled();
    const title = field(page, text.fieldTitle);
    await userEvent.clear(title);
    await userEvent.type(title, '내가 고친 묶음 이름');
    await save(page);
    await expect(await page.findByText(text.staleVersion)).toBeVisible();
    await expect(title).toHaveValue('내가 고친 묶음 이름');
  },
};

/** A RANDOM code: no word typed; saved, the detail opens on the drawn 12-character code. */
export const CreatedRandom: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: text.typeLabels.RANDOM }));
    await expect(page.getByText(text.randomHint)).toBeVisible();
    await userEvent.type(field(page, text.fieldTitle), '무작위 코드 묶음');
    await userEvent.type(field(page, text.fieldDescription), '스토리에서 만든 코드');
    await addCoupon(page, '신규 가입 환영', '신규 가입 환영 10% 할인');
    await save(page);
    await findPageHeading(canvasElement, '무작위 코드 묶음');
    await expect(page.getByText(/^[0-9A-Z]{12}$/)).toBeVisible();
    await expect(page.getByText(copy.backofficeExchangeCodes.statusLabels.ACTIVE)).toBeVisible();
  },
};
