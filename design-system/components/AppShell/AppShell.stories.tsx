import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavLink } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Menu } from '../Menu';
import { PageHeader } from '../PageHeader';
import type { SideNavSection } from '../SideNav';
import { Link } from '../TextButton';
import { AppShell } from './AppShell';

const navigation: SideNavSection[] = [
  {
    title: '회원',
    items: [
      { label: '회원 목록', to: '/admin/members', icon: 'user' },
      { label: '탈퇴 회원', to: '/admin/members/withdrawn' },
    ],
  },
  {
    title: '강의',
    items: [
      { label: '강의 목록', to: '/admin/klasses', icon: 'file' },
      { label: '수강권', to: '/admin/tickets' },
    ],
  },
  {
    title: '게시판',
    items: [
      { label: '공지사항', to: '/admin/notices', icon: 'bell' },
      { label: '질문과 답변', to: '/admin/qna', icon: 'chat', count: 12, countLabel: '미답변 12건' },
    ],
  },
];

const longNavigation: SideNavSection[] = [
  {
    title: '콘텐츠 및 커리큘럼 관리',
    items: [
      { label: '클래스 커리큘럼 및 동영상 리소스 편집', to: '/admin/curriculum', icon: 'file' },
      { label: '수료증 템플릿과 레이아웃 편집기', to: '/admin/certificates' },
    ],
  },
  {
    title: '회원 및 수강 이력 관리',
    items: [
      { label: '기업 고객사별 소속 회원 일괄 관리', to: '/admin/members', icon: 'user' },
      { label: '수강 기간 연장 및 환불 요청 처리 내역', to: '/admin/refunds' },
    ],
  },
];

const pageContent = (
  <>
    <PageHeader title="회원 목록" description="가입한 회원을 찾아보고 상태를 바꿀 수 있어요." />
    <p>회원 1,204명</p>
  </>
);

const brand = (
  <Link to="/admin" tone="neutral">
    클래스 운영
  </Link>
);

const meta = {
  title: 'Design system/Layout/AppShell',
  component: AppShell,
  args: {
    brand,
    navigation,
    navigationLabel: '관리자 메뉴',
    skipLinkLabel: '본문 바로가기',
    menuLabel: '메뉴 열기',
    closeLabel: '메뉴 닫기',
    onNavigate: fn(),
    children: pageContent,
  },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    navigation: { control: false },
    renderLink: { control: false },
    children: { control: false },
  },
  parameters: {
    route: '/admin/members',
    layout: 'fullscreen',
    viewport: {
      options: {
        wide: { name: '1280px', styles: { width: '1280px', height: '800px' } },
        narrow: { name: '390px', styles: { width: '390px', height: '844px' } },
      },
    },
    docs: {
      story: { inline: false, iframeHeight: 640 },
      description: {
        component:
          '운영 화면의 틀입니다. 본문 바로가기 링크, 위 막대(서비스 이름, 오른쪽 동작 자리), 그룹별 왼쪽 메뉴, 본문(`<main id="main">`)으로 이루어집니다. md(900px) 이상에서는 메뉴가 왼쪽 열에 늘 보이고, 그보다 좁으면 위 막대의 메뉴 버튼이 Drawer로 엽니다. 링크를 고르거나 Esc를 누르면 닫히고 포커스는 메뉴 버튼으로 돌아갑니다. 화면에 보이거나 읽히는 말은 모두 props로 받습니다.',
      },
    },
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** 1280 px: the navigation is a persistent column with the current page marked. */
export const Default: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1280);
    await expect(await canvas.findByRole('banner')).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: '관리자 메뉴' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('heading', { name: '강의' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: '회원 목록' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '강의 목록' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: '회원 목록' })).toBeVisible();
    // The menu button exists only below md.
    await expect(canvas.queryByRole('button', { name: '메뉴 열기' })).not.toBeInTheDocument();
  },
};

/** The skip link is the first stop for the keyboard and moves focus to the main area. */
export const SkipLink: Story = {
  globals: { viewport: { value: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = await canvas.findByRole('link', { name: '본문 바로가기' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A job-centre button and the signed-in person's menu at the right; a page header with breadcrumbs. */
export const WithActionsAndPageHeader: Story = {
  globals: { viewport: { value: 'wide' } },
  args: {
    actions: (
      <>
        <Badge label="진행 중인 작업" count={2}>
          <IconButton label="작업 센터" icon="inbox" />
        </Badge>
        <Menu
          label="김운영 님"
          align="end"
          items={[
            { id: 'profile', label: '내 정보', icon: 'user', onSelect: fn() },
            { id: 'logout', label: '로그아웃', icon: 'logout', onSelect: fn() },
          ]}
        />
      </>
    ),
    children: (
      <>
        <PageHeader
          breadcrumbs={
            <Breadcrumbs
              label="이동 경로"
              items={[{ label: '홈', to: '/admin' }, { label: '회원', to: '/admin/members' }, { label: '회원 목록' }]}
            />
          }
          title="회원 목록"
          description="가입한 회원을 찾아보고 상태를 바꿀 수 있어요."
          actions={
            <>
              <Button variant="secondary">엑셀 내보내기</Button>
              <Button>회원 추가</Button>
            </>
          }
        />
        <p>회원 1,204명</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('banner');
    await expect(within(banner).getByRole('button', { name: '작업 센터' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: '김운영 님' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('navigation', { name: '이동 경로' })).toBeVisible();
    await expect(within(main).getByRole('heading', { level: 1, name: '회원 목록' })).toBeVisible();
    await expect(within(main).getByRole('button', { name: '회원 추가' })).toBeVisible();
  },
};

export const LongKoreanText: Story = {
  args: {
    brand: (
      <Link to="/admin" tone="neutral">
        한국직무능력개발원 온라인 평생교육원 운영 관리
      </Link>
    ),
    navigation: longNavigation,
    navigationLabel: '온라인 평생교육원 관리자 메뉴',
    children: (
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            label="이동 경로"
            items={[
              { label: '홈', to: '/admin' },
              { label: '회원 및 수강 이력 관리', to: '/admin/members' },
              { label: '기업 고객사별 소속 회원 일괄 관리' },
            ]}
          />
        }
        title="2024년 하반기 신입사원 직무 역량 강화 과정 기업 고객사별 소속 회원 일괄 관리"
        actions={<Button>소속 회원 엑셀 파일로 일괄 등록하기</Button>}
      />
    ),
  },
};

/** 390 px: the navigation sits behind the menu button; keyboard open, Escape closes, focus returns. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(390);
    const menu = await canvas.findByRole('button', { name: '메뉴 열기' });
    await expect(canvas.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '본문 바로가기' })).toHaveFocus();
    await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await screen(canvasElement).findByRole('dialog', { name: '관리자 메뉴' });
    const nav = await within(drawer).findByRole('navigation', { name: '관리자 메뉴' });
    // The drawer opens over a frame or two: wait for it to show rather than look once.
    await waitFor(() => expect(nav).toBeVisible());
    await expect(within(nav).getByRole('link', { name: '회원 목록' })).toHaveAttribute('aria-current', 'page');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', nav.id);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** 390 px: choosing a link in the drawer navigates and closes it. */
export const NarrowChooseLink: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '메뉴 열기' }));
    const drawer = await screen(canvasElement).findByRole('dialog', { name: '관리자 메뉴' });
    await userEvent.click(within(drawer).getByRole('link', { name: '강의 목록' }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/admin/klasses' }));
  },
};

/** The app renders the links itself, here with react-router's NavLink (which sets aria-current). */
export const CustomLinks: Story = {
  globals: { viewport: { value: 'wide' } },
  args: {
    renderLink: ({ item, children, onClick }) => (
      <NavLink to={item.to} end={item.end} onClick={onClick}>
        {children}
      </NavLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation', { name: '관리자 메뉴' });
    await userEvent.click(within(nav).getByRole('link', { name: '공지사항' }));
    await expect(within(nav).getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: '회원 목록' })).not.toHaveAttribute('aria-current');
  },
};
