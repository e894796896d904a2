/**
 * The one typed catalogue of user-facing Korean text. Screens and tests refer to it by key;
 * each area keeps its own module here.
 */
import { accountCopy } from './account';
import { commonCopy } from './common';

export const copy = {
  common: commonCopy,
  account: accountCopy,
} as const;
