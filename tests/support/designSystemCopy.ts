/**
 * The app's design-system words (app/shared/copy/designSystem.ts) for design-system tests, which
 * may not import the app themselves. A plain module, so Node tests of pure functions can read it
 * without pulling in React (the render wrapper is tests/support/designSystemMessages.tsx).
 */
import { copy } from '@app/shared/copy';

export const designSystemMessages = copy.designSystem;
