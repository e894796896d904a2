import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../components/Alert';
import { Stack } from '../components/Box';
import { Button } from '../components/Button';
import { ProgressBar } from '../components/ProgressBar';
import { Tabs } from '../components/Tabs';
import { Link } from '../components/TextButton';
import { AA_TEXT, contrastRatio, toHex } from './contrast';
import { ThemeProvider } from './ThemeProvider';
import { tenantThemes, type TenantThemeName } from './tenantThemes';

/** A sample of components under one tenant theme; the toolbar theme is replaced while it shows. */
function ThemeSample({ tenant }: { tenant: TenantThemeName }) {
  return (
    <ThemeProvider theme={tenantThemes[tenant].theme}>
      <Stack gap={4}>
        <Stack direction="row" gap={2} wrap>
          <Button>수강 신청하기</Button>
          <Button variant="secondary">장바구니</Button>
          <Button variant="ghost">더 보기</Button>
        </Stack>
        <p>
          자세한 내용은 <Link to="/notices">공지사항</Link>을 확인해 주세요.
        </p>
        <Tabs
          label="강의실 메뉴"
          items={[
            { id: 'curriculum', label: '커리큘럼', content: <p>1장. 시작하기</p> },
            { id: 'reviews', label: '리뷰', content: <p>정말 좋아요!</p> },
          ]}
        />
        <ProgressBar label="수강 진도" value={60} showValue />
        <Alert tone="info" title="안내">
          테넌트 주 색상이 바뀌어도 글자 대비는 WCAG AA를 지킵니다.
        </Alert>
      </Stack>
    </ThemeProvider>
  );
}

const meta = {
  title: 'Design system/Theme/Tenant themes',
  component: ThemeSample,
  args: { tenant: 'default' },
  argTypes: { tenant: { control: 'inline-radio', options: Object.keys(tenantThemes) } },
  parameters: {
    docs: { description: { component: '테넌트 주 색상과 글꼴이 CSS 변수로 모든 컴포넌트에 적용되는 모습입니다. 밝은 색이든 어두운 색이든 글자 대비는 WCAG AA(4.5:1)를 지킵니다. 스토리마다 axe의 색 대비 검사도 함께 돕니다.' } },
  },
} satisfies Meta<typeof ThemeSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A computed `rgb(r, g, b)` colour as hex. */
function hex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)?.map(Number) ?? [];
  return toHex([r, g, b]);
}

/** The primary button takes the tenant's colour and its text stays readable (AA). */
function playTenant(tenant: TenantThemeName): Story['play'] {
  return async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '수강 신청하기' });
    const style = getComputedStyle(button);
    const primary = tenantThemes[tenant].theme;
    if ('primaryColor' in primary) await expect(hex(style.backgroundColor)).toBe(primary.primaryColor);
    await expect(contrastRatio(hex(style.color), hex(style.backgroundColor))).toBeGreaterThanOrEqual(AA_TEXT);
    const link = within(canvasElement).getByRole('link', { name: '공지사항' });
    await expect(contrastRatio(hex(getComputedStyle(link).color), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    if ('fontFamily' in primary) await expect(getComputedStyle(button).fontFamily).toContain(primary.fontFamily);
  };
}

export const Playground: Story = {};
export const Default: Story = { args: { tenant: 'default' }, play: playTenant('default') };
export const Ocean: Story = { args: { tenant: 'ocean' }, play: playTenant('ocean') };
/** A light primary (#ffe066): black text on it, a darkened yellow for links and selected tabs. */
export const Sunshine: Story = { args: { tenant: 'sunshine' }, play: playTenant('sunshine') };
/** A dark primary (#1b1b3a): white text on it. */
export const Midnight: Story = { args: { tenant: 'midnight' }, play: playTenant('midnight') };
export const Mobile: Story = { args: { tenant: 'sunshine' }, globals: { viewport: { value: 'xs' } } };
