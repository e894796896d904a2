/**
 * The floating action button's size and inset, and the room a page leaves below its last content
 * for it — in a module of their own, so a layout that only reserves the room (the learner shell,
 * on every first route) does not download the button with them.
 */
import { vars } from '@ds/tokens/vars';

export const FAB_SIZE = '56px';
export const FAB_INSET = vars.space[4];

/** The button's height and its gap to the edge, twice: the button never covers the last content. */
export const FAB_CLEARANCE = `calc(${FAB_SIZE} + 2 * ${FAB_INSET})`;
