/**
 * The pages list (issue 41) on the list kit against the mock's seeded pages: the home first with its
 * publication, found by name; a new page whose address another page has, refused at the address
 * with the name kept; a new page made and opened in its editor.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, findPageHeading, findSettledTable } from '../storySupport';
import { PagesPage } from './PagesPage';

const text = copy.backofficePages;

const meta = {
  title: 'Back-office/Pages/페이지 목록 · PagesPage',
  component: PagesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/pages', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof PagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  name: '페이지 목록',
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.listTitle, text.caption);
    await expect(await table.findByRole('link', { name: '홈' })).toBeVisible();
    await expect(table.getAllByText(text.neverPublished).length).toBeGreaterThan(0);
  },
};

export const CreateWithTakenAddress: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.create }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(fieldLabel(text.fieldTitle)), '겨울 특강 다시 보기');
    await userEvent.type(body.getByLabelText(fieldLabel(text.fieldSlug)), 'winter-special');
    await userEvent.click(body.getByRole('button', { name: text.createSubmit }));
    await expect(await body.findByText(text.slugTaken)).toBeVisible();
    await expect(body.getByLabelText(fieldLabel(text.fieldTitle))).toHaveValue('겨울 특강 다시 보기');
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.create }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(fieldLabel(text.fieldTitle)), '봄 학기 특강');
    await userEvent.type(body.getByLabelText(fieldLabel(text.fieldSlug)), 'spring-class');
    await userEvent.click(body.getByRole('button', { name: text.createSubmit }));
    await findPageHeading(canvasElement, text.editorTitle('봄 학기 특강'));
    await expect(page.getByText(text.modulesEmpty)).toBeVisible();
  },
};
