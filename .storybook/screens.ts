/**
 * Which stories are screens, read from their titles in this one place rather than from a
 * parameter repeated in every story file: a learner or back-office title whose last part names a
 * page or a layout ("Back-office/Coupons/쿠폰 관리 · CouponsPage", "Learner/Site/사이트 틀 ·
 * RootLayout"). Screens render full-bleed like the app (issue 39: Storybook's padding hid layout
 * at the edge, such as the admin login's 0 px side margins at 390 px); components, and the design
 * system whose visual baselines are padded, keep the padding.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';

const SCREEN_SIDES = ['Learner/', 'Back-office/'] as const;
const SCREEN_COMPONENT = /(Page|Pages|Layout)$/;

/** The English component name a title ends with, after the Korean words QA search by. */
function componentOf(title: string): string {
  return title.split('/').at(-1)?.split(' · ').at(-1) ?? '';
}

export function isScreenTitle(title: string): boolean {
  return SCREEN_SIDES.some((side) => title.startsWith(side)) && SCREEN_COMPONENT.test(componentOf(title));
}

/**
 * Fills in `layout` where a story and its file left it out. Storybook has no parameters by title;
 * an argTypes enhancer is the one project-wide hook that sees every story's title and merged
 * parameters while the story is prepared, before the canvas reads `layout`, both in Storybook and
 * in the story tests. It changes no argTypes.
 */
export const screenLayout: ArgTypesEnhancer<ReactRenderer> = (context) => {
  context.parameters.layout ??= isScreenTitle(context.title) ? 'fullscreen' : 'padded';
  return context.argTypes;
};
