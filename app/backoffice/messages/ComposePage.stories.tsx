/**
 * The compose screen (issue 43) against the mock, one story per way of choosing people and per
 * state: a group with the count of who gets it in the confirmation; an advertisement to the member
 * search's "all N matching" (those without marketing consent counted before sending); a pasted
 * list told apart by the dry run; the member list's selection handed over (the count said in the
 * page); the live counter crossing SMS → LMS (said in the live region); an over-limit text and an
 * emoji refused at the field; the advertisement's marks shown; a schedule too soon, then a valid
 * one; a night advertisement that needs its confirmation; a refusal the server explains, with the
 * text kept; a failed load; a picture attached (MMS, previewed and taken off), refused (not a JPG,
 * too large, too many pixels) and sent (the request's page shows it).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mmsImageMessages } from '@app/shared/api/contract/adminMessageImageRules';
import { countMessage, isNightInSeoul } from '@app/shared/api/contract/adminMessageRules';
import { msToSeoulLocal } from '@app/shared/lib/format/seoulDay';
import { copy } from '@app/shared/copy';
import { uploadGate } from '../kit/files/uploadGateStory';
import { BackofficeFromMembers } from '../kit/recipients/fromMembersStory';
import { Backoffice, failing, fieldLabel, findPageHeading, findSearchedMembers, screen } from '../storySupport';
import { ComposePage } from './ComposePage';

const words = copy.backofficeMessages;
const text = words.compose;
const recipients = copy.backofficeRecipients;
const ROUTE = '/admin/messages';
const SETTINGS_CALL = '/rest/notification/admin/tenant/text-messages/settings';
const SEND_CALL = '/rest/notification/admin/tenant/text-messages';
const REACH_CALL = `${SEND_CALL}/reach`;
const HOUR_MS = 60 * 60 * 1000;

const meta = {
  title: 'Back-office/Messages/문자 보내기 · ComposePage',
  component: ComposePage,
  render: () => <Backoffice />,
  parameters: { route: ROUTE, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof ComposePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openCompose(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.title);
  const page = within(canvasElement);
  await page.findByRole('textbox', { name: fieldLabel(text.body) }, { timeout: 10_000 });
  return page;
}

async function writeBody(page: ReturnType<typeof within>, body: string) {
  const field = page.getByRole('textbox', { name: fieldLabel(text.body) });
  await userEvent.click(field);
  await userEvent.paste(body);
  return field;
}

async function chooseGroup(page: ReturnType<typeof within>, groupKey: string) {
  await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
  await userEvent.selectOptions(page.getByRole('combobox', { name: fieldLabel(recipients.groupField) }), groupKey);
}

/** A picture drawn here and encoded by the browser, as a camera's file would be. */
async function pictureFile(name: string, width: number, height: number, type: 'image/jpeg' | 'image/png' = 'image/jpeg'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1d4ed8');
  gradient.addColorStop(1, '#f59e0b');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('not encoded'))), type, 0.8));
  return new File([blob], name, { type });
}

async function attachPicture(page: ReturnType<typeof within>, file: File) {
  // The picker offers JPG only; a refused type is still tried, as a file dropped on it would be.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await page.findByLabelText(fieldLabel(text.imageLabel)), file);
}

/** Tomorrow at `hour`:00 in Seoul, as the datetime-local field holds it. */
function seoulTomorrowAt(hour: number): string {
  const tomorrow = msToSeoulLocal(Date.now() + 24 * HOUR_MS).slice(0, 10);
  return `${tomorrow}T${String(hour).padStart(2, '0')}:00`;
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', SETTINGS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    // The file's first story also waits for the page's code to be compiled on a busy machine.
    await expect(await within(canvasElement).findByText(text.loadFailed, {}, { timeout: 20_000 })).toBeVisible();
  },
};

/** A group: the confirmation names it with its count and says how many of them get it. */
export const GroupWithCounts: Story = {
  name: '그룹에 보내기 · 받는 사람 수',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await writeBody(page, '[클라쓰] 내일 수업은 저녁 8시에 시작해요.');
    await chooseGroup(page, 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    await expect(confirm).toHaveTextContent(recipients.groupScope('강사 지원자', '25'));
    await expect(await within(confirm).findByText(/^고른 25명 (모두 받아요|중 [\d,]+명이 받아요)\.$/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * An advertisement to the member search's "all N matching": before anything is sent, the
 * confirmation says how many of them have not agreed to marketing and will not get it.
 */
export const MarketingAllMatchingSkipsNoConsent: Story = {
  name: '광고 문자 · 검색 결과 전체 · 수신 미동의 제외',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: words.kinds.MARKETING }));
    await writeBody(page, '겨울 특강 20% 할인해 드려요.');
    await userEvent.type(await page.findByRole('searchbox', { name: recipients.searchFilter }), '김{Enter}');
    const table = await findSearchedMembers(page, recipients.caption, '김');
    await userEvent.click(table.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(await page.findByRole('button', { name: /^검색 결과 전체 .+명 선택$/ }));
    // Sent now: between 21:00 and 08:00 in Seoul the night confirmation comes first (NightConfirm).
    if (isNightInSeoul(Date.now())) await userEvent.click(page.getByRole('checkbox', { name: text.nightConfirm }));
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    const skipped = within(await within(confirm).findByRole('list', { name: text.reachSkippedTitle }, { timeout: 10_000 }));
    await expect(skipped.getByText(new RegExp(`^${words.reasons.NO_MARKETING_CONSENT} [\\d,]+명$`))).toBeVisible();
  },
};

/** A pasted list: each line told apart before anything is sent (nobody "already holds" a message). */
export const PastedList: Story = {
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.LIST }));
    await userEvent.type(page.getByRole('textbox', { name: fieldLabel(recipients.list.field) }), 'learner@klass.test{Enter}nobody@klass.test{Enter}withdrawn@klass.test');
    await userEvent.click(page.getByRole('button', { name: recipients.list.check('3') }));
    const table = within(await page.findByRole('table', { name: recipients.list.caption }));
    await expect(table.getByRole('row', { name: /learner@klass.test/ })).toHaveTextContent(recipients.list.kinds.NEW);
    await expect(table.getByRole('row', { name: /nobody@klass.test/ })).toHaveTextContent(recipients.list.kinds.NOT_FOUND);
    await expect(table.getByRole('row', { name: /withdrawn@klass.test/ })).toHaveTextContent(recipients.list.kinds.WITHDRAWN);
  },
};

/** Opened by the member list's "문자 보내기" with "all N matching": the page says at once how many get an advertisement. */
export const FromMemberList: Story = {
  name: '회원 목록에서 고른 사람',
  render: () => <BackofficeFromMembers handoff={{ selection: { kind: 'query', filter: { group: ['grp-instructor-applicants'] }, excluded: [], expectedCount: 25 }, count: 25 }} />,
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await expect(page.getByRole('group', { name: recipients.fromMembers.label })).toHaveTextContent(recipients.fromMembers.scope('25'));
    await userEvent.click(page.getByRole('radio', { name: words.kinds.MARKETING }));
    await expect(await page.findByText(/^고른 25명 (모두 받아요|중 [\d,]+명이 받아요)\.$/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** "SMS ≤ 90 bytes": 45 syllables are an SMS; the 46th makes an LMS, said in the live region. */
export const CounterCrossesToLms: Story = {
  name: '글자 수 · 바이트 · 유형',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const field = await writeBody(page, '가'.repeat(45));
    await expect(page.getByText(text.counter('45', '90', words.types.SMS))).toBeVisible();
    await userEvent.type(field, '나');
    await expect(await page.findByText(text.counter('46', '92', words.types.LMS))).toBeVisible();
    await expect(await page.findByText(text.typeChanged(words.types.LMS))).toBeInTheDocument();
  },
};

/** Over 2,000 bytes: the counter turns, and the send is stopped at the field with the byte count. */
export const OverLimit: Story = {
  name: '2,000바이트 넘음',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const field = await writeBody(page, '가'.repeat(1001));
    await expect(page.getByText(text.counter('1,001', '2,002', words.types.LMS))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.overLimit('2,002')));
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** An emoji has no code a Korean phone reads: named at the field. */
export const EmojiRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const field = await writeBody(page, '축하해요 🎉');
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.unsendable('🎉')));
  },
};

/** An advertisement shows what is sent: "(광고)" and the advertiser first, the opt-out line last. */
export const MarketingMarks: Story = {
  name: '광고 표시와 수신거부',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: words.kinds.MARKETING }));
    await writeBody(page, '새해 첫 수업 무료예요.');
    const preview = await page.findByRole('figure', { name: text.previewTitle });
    await expect(preview).toHaveTextContent('(광고)클라쓰');
    await expect(preview).toHaveTextContent('새해 첫 수업 무료예요.');
    await expect(preview).toHaveTextContent('무료수신거부 080-500-4000');
  },
};

/** A schedule 10 minutes or less ahead is refused at its field; a valid one asks to confirm "예약하기". */
export const Scheduled: Story = {
  name: '예약 발송',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await writeBody(page, '[클라쓰] 다음 주 특강 안내예요.');
    await chooseGroup(page, 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('radio', { name: text.later }));
    const at = page.getByLabelText(fieldLabel(text.sendAt));
    await userEvent.type(at, msToSeoulLocal(Date.now() + 5 * 60 * 1000));
    await userEvent.click(page.getByRole('button', { name: text.submitLater }));
    await expect(at).toHaveAccessibleDescription(expect.stringContaining(text.sendAtTooSoon));
    await userEvent.clear(at);
    await userEvent.type(at, seoulTomorrowAt(10));
    await userEvent.click(page.getByRole('button', { name: text.submitLater }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    await expect(within(confirm).getByRole('button', { name: text.confirmSubmitLater })).toBeVisible();
  },
};

/** An advertisement to the instructor applicants, scheduled for tomorrow at `hour` (night) in Seoul. */
async function composeNightAdvert(canvasElement: HTMLElement, hour: number) {
  const page = await openCompose(canvasElement);
  await userEvent.click(page.getByRole('radio', { name: words.kinds.MARKETING }));
  await writeBody(page, '오늘 밤만 30% 할인해요.');
  await chooseGroup(page, 'grp-instructor-applicants');
  await userEvent.click(page.getByRole('radio', { name: text.later }));
  await userEvent.type(page.getByLabelText(fieldLabel(text.sendAt)), seoulTomorrowAt(hour));
  return page;
}

/**
 * An advertisement at 22:00 Seoul: the night notice, no send until the night send is confirmed
 * (the focus taken there), and the confirmation counts those without night-time consent, skipped.
 */
export const NightConfirm: Story = {
  name: '야간 광고 확인',
  play: async ({ canvasElement }) => {
    const page = await composeNightAdvert(canvasElement, 22);
    await expect(await page.findByText(text.nightNotice)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.submitLater }));
    const night = page.getByRole('checkbox', { name: text.nightConfirm });
    await expect(night).toHaveAccessibleDescription(expect.stringContaining(text.nightRequired));
    // The refusal takes the focus to the box that says why, far below the button pressed.
    await waitFor(() => expect(night).toHaveFocus());
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
    await userEvent.click(night);
    await userEvent.click(page.getByRole('button', { name: text.submitLater }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    // Counted before sending: at 22:00 those without the night-time consent do not get it.
    const skipped = within(await within(confirm).findByRole('list', { name: text.reachSkippedTitle }, { timeout: 10_000 }));
    await expect(skipped.getByText(new RegExp(`^${words.reasons.NO_NIGHT_CONSENT} [\\d,]+명$`))).toBeVisible();
  },
};

/**
 * Nobody chosen can get it (a night advertisement, none of them agreed to night ones): the question
 * says so with each reason and its count, never "…에게 보내요", and its yes cannot be pressed.
 */
export const NobodyCanReceive: Story = {
  name: '받을 수 있는 사람 없음',
  parameters: {
    msw: {
      handlers: [
        http.post(`*${REACH_CALL}`, () => HttpResponse.json({ total: 2, deliverable: 0, skipped: { NO_NIGHT_CONSENT: 1, NO_MARKETING_CONSENT: 1 } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await composeNightAdvert(canvasElement, 23);
    await userEvent.click(await page.findByRole('checkbox', { name: text.nightConfirm }));
    await userEvent.click(page.getByRole('button', { name: text.submitLater }));
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle }));
    await expect(await confirm.findByText(text.reachNone('2'), {}, { timeout: 10_000 })).toBeVisible();
    const skipped = within(confirm.getByRole('list', { name: text.reachSkippedTitle }));
    await expect(skipped.getByText(text.reachSkipped(words.reasons.NO_NIGHT_CONSENT, '1'))).toBeVisible();
    await expect(skipped.getByText(text.reachSkipped(words.reasons.NO_MARKETING_CONSENT, '1'))).toBeVisible();
    await expect(confirm.queryByText(/보내요\.$/)).toBeNull();
    await waitFor(() => expect(confirm.getByRole('button', { name: text.confirmSubmitLater })).toBeDisabled());
  },
};

/** The server refuses (nobody chosen can get it): its words are shown and the text stays as typed. */
export const RefusedKeepsText: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${SEND_CALL}`, () =>
          HttpResponse.json({ status: 409, code: 'message.recipients.none', message: '고른 회원 중에 받을 수 있는 사람이 없어요.', data: null }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const field = await writeBody(page, '[클라쓰] 공지예요.');
    await chooseGroup(page, 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: text.confirmSubmit }));
    await expect(await page.findByText('고른 회원 중에 받을 수 있는 사람이 없어요.')).toBeVisible();
    await expect(field).toHaveValue('[클라쓰] 공지예요.');
  },
};

/** At a phone's width (390 px): every part of the form fits the width, the counter and the send button in reach. */
export const Narrow: Story = {
  name: '휴대폰 너비',
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    await expect(view?.innerWidth).toBe(390);
    await writeBody(page, '[클라쓰] 내일 수업은 저녁 8시에 시작해요.');
    await expect(page.getByText(text.counter('25', '41', words.types.SMS))).toBeVisible();
    await expect(page.getByRole('button', { name: text.submitNow })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/**
 * A JPG picture: the field says the carriers' limits (300KB), never the kit's 10 MB beside them;
 * previewed with its size and pixels, the type becomes MMS (said in the live region); taken off, an SMS again.
 */
export const MmsPicture: Story = {
  name: '사진 문자(MMS) · 미리보기와 빼기',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const picker = await page.findByLabelText(fieldLabel(text.imageLabel));
    await expect(picker).toHaveAccessibleDescription(expect.stringContaining(text.imageHint));
    await expect(page.queryByText(/이미지는 10 MB/)).toBeNull();
    const body = '[클라쓰] 겨울 특강 포스터예요.';
    const { characters, bytes } = countMessage(body);
    const counter = (type: 'SMS' | 'MMS') => text.counter(String(characters), String(bytes), words.types[type]);
    await writeBody(page, body);
    await expect(page.getByText(counter('SMS'))).toBeVisible();
    await attachPicture(page, await pictureFile('겨울특강.jpg', 640, 480));
    const preview = await page.findByRole('figure', { name: text.imagePreviewTitle }, { timeout: 10_000 });
    await expect(within(preview).getByRole('img', { name: text.imageAlt('겨울특강.jpg') })).toBeVisible();
    await expect(preview).toHaveTextContent('640 × 480 픽셀');
    await expect(page.getByText(counter('MMS'))).toBeVisible();
    await expect(await page.findByText(text.typeChanged(words.types.MMS))).toBeInTheDocument();
    await userEvent.click(within(preview).getByRole('button', { name: text.imageRemove }));
    await waitFor(() => expect(page.queryByRole('figure', { name: text.imagePreviewTitle })).toBeNull());
    // The focus stays at the picture field (its picker), not at the page's start.
    await waitFor(() => expect(page.getByLabelText(fieldLabel(text.imageLabel))).toHaveFocus());
    await expect(page.getByText(counter('SMS'))).toBeVisible();
  },
};

const pictureGate = uploadGate();

/**
 * A send asked while the picture is still going up is refused at the picture, in words, with the
 * focus there — never sent without it; once it is up, the same send goes with it (MMS).
 */
export const MmsPictureStillUploading: Story = {
  name: '사진 올리는 중에 보내기',
  parameters: { msw: { handlers: [pictureGate.handler] } },
  play: async ({ canvasElement }) => {
    pictureGate.hold();
    const page = await openCompose(canvasElement);
    await writeBody(page, '[클라쓰] 수료식 사진을 보내 드려요.');
    await chooseGroup(page, 'grp-instructor-applicants');
    await attachPicture(page, await pictureFile('수료식.jpg', 480, 320));
    // Read again each time: the field starts a new upload list once the picture is attached.
    const input = () => page.getByLabelText(fieldLabel(text.imageLabel));
    await page.findByRole('progressbar', { name: copy.backofficeFiles.progress('수료식.jpg') }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    await expect(input()).toHaveAccessibleDescription(expect.stringContaining(text.imagePending.UPLOADING));
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();

    pictureGate.release();
    await page.findByRole('figure', { name: text.imagePreviewTitle }, { timeout: 10_000 });
    await waitFor(() => expect(input()).not.toHaveAccessibleDescription(expect.stringContaining(text.imagePending.UPLOADING)));
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    await expect(await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle })).toBeVisible();
  },
};

/**
 * "JPG only, 300 KB, 1,500 × 1,440 pixels": each refused picture is said at the field and never
 * attached — a .png by the picker's own rule, a PNG renamed .jpg by its bytes, then the size and
 * the pixels, each naming the file.
 */
export const MmsPictureRefused: Story = {
  name: '사진 거절 · 형식·용량·픽셀',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    const png = await pictureFile('포스터.png', 320, 240, 'image/png');
    await attachPicture(page, png);
    const designSystem = copy.designSystem;
    await expect(await page.findByText(designSystem.fileWrongType(designSystem.fileTypes('jpg, jpeg')), {}, { timeout: 10_000 })).toBeVisible();
    await attachPicture(page, new File([png], '이름만바꾼.jpg', { type: 'image/jpeg' }));
    await expect(await page.findByText(text.imageRefused('이름만바꾼.jpg', mmsImageMessages.NOT_JPEG))).toBeVisible();
    const small = await pictureFile('큰사진.jpg', 320, 240);
    const heavy = new File([small, new Uint8Array(300 * 1024)], '큰사진.jpg', { type: 'image/jpeg' });
    await attachPicture(page, heavy);
    await expect(await page.findByText(text.imageRefused('큰사진.jpg', mmsImageMessages.TOO_LARGE))).toBeVisible();
    await attachPicture(page, await pictureFile('가로긴사진.jpg', 2000, 600));
    await expect(await page.findByText(text.imageRefused('가로긴사진.jpg', mmsImageMessages.TOO_MANY_PIXELS))).toBeVisible();
    await expect(page.queryByRole('figure', { name: text.imagePreviewTitle })).toBeNull();
    await expect(page.getByText(text.counter('0', '0', words.types.SMS))).toBeVisible();
  },
};

/**
 * A send stopped from the job centre's drawer (in a world whose carrier takes 10 minutes) is the
 * request's cancel, as from its own page: 취소됨, who cancelled it and when, and the change
 * history's entry under the request's name ("문자 · N명 · 2026.12.09 10:00").
 */
export const CancelledFromJobCentre: Story = {
  name: '보내는 중 · 작업 센터에서 취소',
  parameters: { scenario: 'message-sends-slowly' },
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await writeBody(page, '[클라쓰] 설명회 장소를 안내해요.');
    await chooseGroup(page, 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: text.confirmSubmit }));
    await page.findByRole('heading', { level: 1, name: words.request.title }, { timeout: 15_000 });
    await expect(await page.findByText(words.status.PENDING, {}, { timeout: 10_000 })).toBeVisible();

    const jobs = copy.backofficeJobs;
    const banner = within(await page.findByRole('banner'));
    await userEvent.click(await banner.findByRole('button', { name: new RegExp(`^${jobs.centre}`) }));
    const drawer = await screen(canvasElement).findByRole('dialog', { name: jobs.drawerTitle });
    const title = '문자 발송: [클라쓰] 설명회 장소를 안내해요.';
    const card = within(await within(drawer).findByRole('article', { name: title }, { timeout: 10_000 }));
    await userEvent.click(await card.findByRole('button', { name: jobs.actionFor(jobs.actions.CANCEL, title) }));
    const ask = await screen(canvasElement).findByRole('alertdialog', { name: jobs.cancelConfirm.title });
    await userEvent.click(within(ask).getByRole('button', { name: jobs.cancelConfirm.submit }));
    await expect(await card.findByText(jobs.status.CANCELLED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: jobs.closeDrawer }));

    // The request says the same as a cancel from its page: its status, who and when, the history.
    await expect(await page.findByText(words.request.cancelledBy, {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getAllByText(words.status.CANCELLED).length).toBeGreaterThan(0);
    const entry = await page.findByRole('heading', { name: new RegExp(`‘문자 · [\\d,]+명 · \\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}’ ${copy.backofficeHistory.actions.CANCEL}`) }, { timeout: 10_000 });
    await expect(entry).toHaveTextContent(words.history.name);
  },
};

/** An MMS sent to a group: the request's page says 사진(MMS) and shows the picture that went. */
export const MmsSentShowsPicture: Story = {
  name: '사진 문자 보내기 · 요청에 사진',
  play: async ({ canvasElement }) => {
    const page = await openCompose(canvasElement);
    await writeBody(page, '[클라쓰] 수료식 사진을 보내 드려요.');
    await attachPicture(page, await pictureFile('수료식.jpg', 480, 320));
    await page.findByRole('figure', { name: text.imagePreviewTitle }, { timeout: 10_000 });
    await chooseGroup(page, 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.submitNow }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.confirmTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: text.confirmSubmit }));
    await within(canvasElement).findByRole('heading', { level: 1, name: words.request.title }, { timeout: 15_000 });
    await expect(await page.findByText(words.types.MMS, {}, { timeout: 10_000 })).toBeVisible();
    const sent = await page.findByRole('region', { name: words.request.image });
    const picture = await within(sent).findByRole('img', { name: text.imageAlt('수료식.jpg') }, { timeout: 10_000 });
    await waitFor(() => expect(picture instanceof HTMLImageElement && picture.complete && picture.naturalWidth === 480).toBe(true), { timeout: 10_000 });
    await expect(sent).toHaveTextContent('480 × 320 픽셀');
  },
};
