/**
 * The kit's section navigation in every state an area meets: the members' sections (the worked
 * example) with the first screen current, a nested address marking its own section and not the
 * first one, fifteen sections at a 390 px phone width (one scrolling row, the current tab scrolled
 * into view) and long Korean labels. Each play asserts which one link is `aria-current="page"`;
 * the address comes from `parameters.route` (the preview's memory router).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operatorPermissions } from '@app/shared/api/contract/permissions';
import { copy } from '@app/shared/copy';
import { SectionNav } from './SectionNav';
import type { AreaSection } from './sections';

const members = copy.backofficeMemberSections;
const areas = copy.backoffice.operatorAreas;

const memberSections: readonly AreaSection[] = [
  { id: 'list', label: members.list, to: '', end: true },
  { id: 'withdrawn', label: members.withdrawn, to: 'withdrawn' },
  { id: 'groups', label: members.groups, to: 'groups' },
  { id: 'register', label: members.register, to: 'register' },
];

/** Fifteen tabs: one per operator area, far wider than a phone. */
const manySections: readonly AreaSection[] = operatorPermissions.map((permission) => ({
  id: permission,
  label: areas[permission],
  to: permission.toLowerCase(),
}));

const longSections: readonly AreaSection[] = [
  { id: 'all', label: '전체 수료증 발급 내역', to: '', end: true },
  { id: 'layout', label: '수료증 서식과 배치 편집', to: 'layout' },
  { id: 'targets', label: '발급 대상 수강생 일괄 등록 및 검토', to: 'targets' },
];

const meta = {
  title: 'Back-office/Kit/섹션 이동 · SectionNav',
  component: SectionNav,
  args: { label: members.navLabel, areaPath: '/admin/members', sections: memberSections },
  parameters: {
    route: '/admin/members',
    viewport: {
      options: {
        wide: { name: '1280px', styles: { width: '1280px', height: '800px' } },
        narrow: { name: '390px', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'wide' } },
} satisfies Meta<typeof SectionNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The navigation by its name, once its links are drawn, after checking that `name` is the one
 * link marked current.
 */
async function expectCurrent(canvasElement: HTMLElement, label: string, name: string) {
  const nav = within(await within(canvasElement).findByRole('navigation', { name: label }));
  const link = await nav.findByRole('link', { name });
  await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
  const marked = nav.getAllByRole('link').filter((candidate) => candidate.hasAttribute('aria-current'));
  await expect(marked).toEqual([link]);
  return nav;
}

/** Whether a link lies wholly inside its scrolling list's visible part. */
function inView(link: HTMLElement): boolean {
  const list = link.closest('ul');
  if (!list) return false;
  const box = link.getBoundingClientRect();
  const frame = list.getBoundingClientRect();
  return box.left >= frame.left - 1 && box.right <= frame.right + 1;
}

/** Follow a link: the address changes and the mark moves with it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = await expectCurrent(canvasElement, args.label, members.list);
    await userEvent.click(nav.getByRole('link', { name: members.withdrawn }));
    await expectCurrent(canvasElement, args.label, members.withdrawn);
  },
};

/** The area's first screen (`to: ''`, `end`): current on the area's own address only. */
export const FirstSectionCurrent: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = await expectCurrent(canvasElement, args.label, members.list);
    for (const section of memberSections) {
      const link = nav.getByRole('link', { name: section.label });
      await expect(link).toHaveAttribute('href', section.to ? `/admin/members/${section.to}` : '/admin/members');
      // A target of at least 44 × 44 px (WCAG 2.5.5).
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A group's page, under the groups section: 회원 그룹 is current, not the list above it. */
export const NestedPathCurrent: Story = {
  parameters: { route: '/admin/members/groups/g-1' },
  play: async ({ canvasElement, args }) => {
    const nav = await expectCurrent(canvasElement, args.label, members.groups);
    await expect(nav.getByRole('link', { name: members.list })).not.toHaveAttribute('aria-current');
  },
};

/**
 * Fifteen sections on a 390 px phone: one row that scrolls sideways instead of wrapping, the
 * current (last) tab scrolled into view, and keyboard focus shown.
 */
export const ManySectionsAtMobileWidth: Story = {
  args: { label: '영역 메뉴', areaPath: '/admin/areas', sections: manySections },
  parameters: { route: '/admin/areas/board' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const nav = await expectCurrent(canvasElement, args.label, areas.BOARD);
    const links = nav.getAllByRole('link');
    const list = links[0]?.closest('ul');
    if (!list) throw new Error('the section links are not in a list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(new Set(links.map((link) => link.getBoundingClientRect().top)).size).toBe(1);
    await expect(inView(nav.getByRole('link', { name: areas.BOARD }))).toBe(true);

    await userEvent.click(nav.getByRole('link', { name: areas.SETTLEMENT }));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const focused = nav.getByRole('link', { name: areas.MESSAGE });
    await expect(focused).toHaveFocus();
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
  },
};

/** Long Korean labels stay on one line each, the current one marked. */
export const LongKoreanLabels: Story = {
  args: { label: '수료증 메뉴', areaPath: '/admin/certificates', sections: longSections },
  parameters: { route: '/admin/certificates/targets/' },
  play: async ({ canvasElement, args }) => {
    const nav = await expectCurrent(canvasElement, args.label, '발급 대상 수강생 일괄 등록 및 검토');
    for (const link of nav.getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeLessThan(60);
  },
};
