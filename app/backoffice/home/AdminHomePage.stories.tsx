/**
 * The back-office home against the mock: a greeting and every area the person may use, from the
 * one area table — the built ones linked, the rest marked 준비 중, what is not theirs not listed —
 * for the full operator (15 areas), the limited operator (members and orders) and the master.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import { copy } from '@app/shared/copy';
import { areaById, backofficeAreas } from '../access/areas';
import { isAreaBuilt } from '../areas/areaModules';
import { Backoffice, findPageHeading } from '../storySupport';
import { AdminHomePage } from './AdminHomePage';

const text = copy.backoffice;

const meta = {
  title: 'Back-office/Home/관리자 홈 · AdminHomePage',
  component: AdminHomePage,
  render: () => <Backoffice />,
  parameters: { route: '/admin', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof AdminHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home's list of areas (its own navigation landmark). */
async function areaList(canvasElement: HTMLElement) {
  const nav = await within(canvasElement).findByRole('navigation', { name: text.homeAreasLabel });
  return within(nav);
}

/** Every operator permission: 15 areas, each built one (all of them now) a link, any other 준비 중. */
export const FullOperator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findPageHeading(canvasElement, text.homeTitle)).toBeVisible();
    await expect(
      await canvas.findByText(`${text.greeting('강운영')} ${text.homeOperatorIntro(15)}`),
    ).toBeVisible();
    const areas = await areaList(canvasElement);
    await expect(areas.getAllByRole('listitem')).toHaveLength(operatorPermissions.length);
    // Areas are built one issue at a time: the table says how many are links now.
    const built = backofficeAreas.filter((area) => area.access.side === 'operator' && isAreaBuilt(area)).length;
    await expect(areas.getAllByRole('link')).toHaveLength(built);
    await expect(areas.getByRole('link', { name: text.operatorAreas.SITE })).toHaveAttribute(
      'href',
      '/admin/site/organization',
    );
    await expect(areas.getByRole('link', { name: text.operatorAreas.MEMBER })).toHaveAttribute('href', '/admin/members');
    await expect(areas.queryAllByText(text.notReady)).toHaveLength(operatorPermissions.length - built);
    await expect(areas.queryByText(text.masterAreas.notices)).toBeNull();
    await expect(document.title).toBe(text.pageTitle(text.homeTitle, '클래스 아카데미'));
  },
};

/** The link opens the area's screen. */
export const OpenArea: Story = {
  play: async ({ canvasElement }) => {
    const areas = await areaList(canvasElement);
    await userEvent.click(areas.getByRole('link', { name: text.operatorAreas.SITE }));
    await expect(await findPageHeading(canvasElement, text.organizationTitle)).toBeVisible();
  },
};

/** Members and orders only: those two areas (each a link once built), and nothing else listed. */
export const LimitedOperator: Story = {
  parameters: { scenario: 'limited-operator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`${text.greeting('윤제한')} ${text.homeOperatorIntro(2)}`),
    ).toBeVisible();
    const areas = await areaList(canvasElement);
    const items = areas.getAllByRole('listitem');
    // A built area is a link; one still to come says 준비 중.
    const shown = (id: string) => (isAreaBuilt(areaById(id)) ? areaById(id).label : `${areaById(id).label}${text.notReady}`);
    await expect(items.map((item) => item.textContent)).toEqual([shown('MEMBER'), shown('ORDER')]);
    await expect(areas.getAllByRole('link')).toHaveLength(['MEMBER', 'ORDER'].filter((id) => isAreaBuilt(areaById(id))).length);
    await expect(areas.queryByText(text.operatorAreas.SITE)).toBeNull();
  },
};

/** A master: greeted by the master profile, with the master areas, each a link (issue 44). */
export const Master: Story = {
  parameters: { scenario: 'master' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`${text.greeting('박운영')} ${text.homeMasterIntro('클래스 운영 매니저')}`),
    ).toBeVisible();
    const areas = await areaList(canvasElement);
    await expect(areas.getAllByRole('listitem')).toHaveLength(Object.keys(text.masterAreas).length);
    await expect(areas.getByRole('link', { name: new RegExp(text.masterAreas.curriculum) })).toBeVisible();
    await expect(areas.getAllByRole('link')).toHaveLength(Object.keys(text.masterAreas).length);
    await expect(areas.queryByText(text.operatorAreas.SITE)).toBeNull();
  },
};
