/**
 * The certificate list against the mock's seeded certificates (issue 32; backoffice.md §3
 * Certificate: name, primary flag): many — the primary first, who uses each, and making another
 * primary, whose toast says which one stops being it; one; none primary yet; loading; a failed load;
 * a delete refused naming what prints it, then one done (issue 40).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CertificateSummary } from '@app/shared/api/contract/adminCertificate';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, neverAnswering, screen } from '../storySupport';
import { CertificatesPage } from './CertificatesPage';

const text = copy.backofficeCertificates;
const LIST_CALL = '/rest/setting/admin/tenant/certificates';

const meta = {
  title: 'Back-office/Certificates/수료증 관리 · CertificatesPage',
  component: CertificatesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/certificates', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof CertificatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function table(canvasElement: HTMLElement) {
  return findSettledTable(canvasElement, text.listTitle, text.caption);
}

const summary: CertificateSummary = {
  certificateKey: 'cert-101',
  name: '단독 수료증',
  title: '수료증',
  primary: true,
  templateImageUrl: '/mock-media/certificate/template.svg',
  itemCount: 7,
  uses: [{ targetType: 'KLASS', targetId: 'klass-001', title: '실전 데이터 분석 입문' }],
  version: 1,
  updatedAt: '2026-11-21T00:00:00.000Z',
  updatedBy: { accountKey: 'acc-operator', displayName: '운영자' },
};

/** The seeded certificates: the primary first; another made primary says which one stops being it. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const links = rows.getAllByRole('link');
    await expect(links[0]).toHaveTextContent('기본 수료증');
    await expect(links[0]).toHaveAttribute('href', '/admin/certificates/cert-001');
    await expect(rows.getAllByText(text.primaryLabel)).toHaveLength(1);
    // The course certificate is printed by two courses: the first named, the other counted.
    await expect(rows.getByText(`${text.targetTypes.COURSE} 풀스택 개발자 코스 ${text.usesMore(1)}`)).toBeVisible();
    await userEvent.click(rows.getByRole('button', { name: text.makePrimaryLabel('과정 이수증') }));
    await expect(await screen(canvasElement).findByText(text.madePrimary('과정 이수증', '기본 수료증'))).toBeVisible();
    await waitFor(() => expect(rows.queryByRole('button', { name: text.makePrimaryLabel('기본 수료증') })).toBeVisible());
    await expect(rows.getAllByText(text.primaryLabel)).toHaveLength(1);
  },
};

export const One: Story = {
  parameters: { msw: { handlers: [http.get(`*${LIST_CALL}`, () => HttpResponse.json({ items: [summary], defaultUseCount: 20 }))] } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('link')).toHaveLength(1);
    await expect(rows.getByText(`${text.targetTypes.KLASS} 실전 데이터 분석 입문`)).toBeVisible();
    await expect(within(canvasElement).getByText(text.defaultUses('20'))).toBeVisible();
  },
};

/** None is primary yet: the list says so, and each row offers to make it the primary. */
export const NoPrimaryYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${LIST_CALL}`, () =>
          HttpResponse.json({ items: [{ ...summary, primary: false }, { ...summary, certificateKey: 'cert-102', name: '새 수료증', primary: false, uses: [], itemCount: 0 }], defaultUseCount: 21 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(within(canvasElement).getByText(text.noPrimary)).toBeVisible();
    await expect(rows.getByRole('button', { name: text.makePrimaryLabel('새 수료증') })).toBeVisible();
    await expect(rows.getByText(text.itemCount(0))).toBeVisible();
    await expect(rows.getByText(text.usesNone)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', LIST_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('table', { name: text.caption }, { timeout: 10_000 })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', LIST_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.designSystem.retry }, { timeout: 10_000 })).toBeVisible();
  },
};

/** "수료증 추가": a name too short is refused at the field; a good one opens the new certificate's editor. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: text.create })[0] as HTMLElement);
    const dialog = await screen(canvasElement).findByRole('dialog', { name: text.createTitle });
    const name = within(dialog).getByRole('textbox', { name: fieldLabel(text.createName) });
    await userEvent.type(name, '증');
    await userEvent.click(within(dialog).getByRole('button', { name: text.createSubmit }));
    await expect(await within(dialog).findByText(text.rules.name)).toBeVisible();
    await userEvent.type(name, '서 양식');
    await userEvent.click(within(dialog).getByRole('button', { name: text.createSubmit }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: text.editorTitle('증서 양식') }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * Issue 40: a certificate classes print is not deleted — the question asked, the server's refusal
 * names the class that prints it; one nothing prints is deleted and leaves the list.
 */
export const DeleteRefusedThenDone: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const body = screen(canvasElement);
    const page = within(canvasElement);
    const nameOf = (key: string) => rows.getAllByRole('link').find((link) => link.getAttribute('href')?.endsWith(key))?.textContent ?? '';
    const used = nameOf('cert-003');
    await userEvent.click(rows.getByRole('button', { name: text.remove.label(used) }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: text.remove.title(used) })).getByRole('button', { name: text.remove.submit }));
    const refusal = await page.findByText(/쓰고 있어 삭제할 수 없어요/);
    await expect(refusal).toHaveTextContent(/클래스 ‘/);
    const free = nameOf('cert-004');
    await userEvent.click(rows.getByRole('button', { name: text.remove.label(free) }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: text.remove.title(free) })).getByRole('button', { name: text.remove.submit }));
    await expect(await body.findByText(text.remove.done(free))).toBeVisible();
    await waitFor(() => expect(rows.queryByRole('link', { name: free })).toBeNull());
    // The primary has no delete: the classes without their own print it.
    await expect(rows.queryByRole('button', { name: text.remove.label(nameOf('cert-001')) })).toBeNull();
  },
};
