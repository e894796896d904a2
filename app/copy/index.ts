/**
 * The one typed catalogue of user-facing Korean text. Screens and tests refer to it by key;
 * each area keeps its own module here.
 */
import { accountCopy } from './account';
import { certificatesCopy } from './certificates';
import { classesCopy } from './classes';
import { commonCopy } from './common';
import { communityCopy } from './community';
import { siteCopy } from './site';

export const copy = {
  common: commonCopy,
  account: accountCopy,
  classes: classesCopy,
  community: communityCopy,
  certificates: certificatesCopy,
  site: siteCopy,
} as const;
