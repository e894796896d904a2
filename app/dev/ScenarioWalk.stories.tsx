/**
 * Every kind of scenario on a learner and a back-office screen story, chosen as the toolbar chooses
 * it (the `scenario` global, issue 39): each paints something — the screen, its own error or empty
 * state, or Storybook's note of where the screen sent the person — never a blank canvas. The
 * learner page is one that needs a login, the back-office list one behind the operator frame.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Backoffice } from '@app/backoffice/storySupport';
import { MyClassesPage } from '@app/learner/classes/myClasses/MyClassesPage';

/** Which screen a story shows: the learner page, or the back-office at its route. */
function Screen({ side }: { side: 'learner' | 'backoffice' }) {
  return side === 'learner' ? <MyClassesPage /> : <Backoffice />;
}

const meta = {
  title: 'Dev/시나리오 둘러보기',
  component: Screen,
  args: { side: 'learner' },
  parameters: { route: '/app/user/klasses', layout: 'fullscreen' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The canvas has words in it within a few seconds. */
async function expectPainted(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.textContent?.trim()).not.toBe(''), { timeout: 8_000 });
}

function walk(scenario: string, side: 'learner' | 'backoffice'): Story {
  return {
    name: `${side === 'learner' ? '내 클래스' : '쿠폰 목록'} · ${scenario}`,
    args: { side },
    globals: { scenario },
    parameters: side === 'backoffice' ? { route: '/admin/coupons' } : {},
    play: async ({ canvasElement }) => expectPainted(canvasElement),
  };
}

export const LearnerEmpty = walk('empty', 'learner');
export const LearnerVisitor = walk('visitor', 'learner');
export const LearnerServer504 = walk('server-504', 'learner');
export const LearnerBadRequest = walk('bad-request-400', 'learner');
export const LearnerTenantArchived = walk('tenant-archived', 'learner');
export const LearnerOperator = walk('operator', 'learner');
export const BackofficeVisitor = walk('visitor', 'backoffice');
export const BackofficeLearner = walk('new-learner', 'backoffice');
export const BackofficeServer504 = walk('server-504', 'backoffice');
export const BackofficeLimitedOperator = walk('limited-operator', 'backoffice');
export const BackofficeMaster = walk('master', 'backoffice');
