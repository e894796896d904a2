/**
 * The one rule for a change of marketing consent, whoever makes it — the learner through their
 * terms agreement (learner.md §7 `POST /agreement`) or an operator on the member's page (issue 43,
 * backoffice.md §7 Members "marketing consent"): taken back, no advertising at all, so the separate
 * night-time consent is taken back with it and must be asked anew if marketing consent comes back;
 * and the member's page says when the consent last changed. Kept in one place so the two ways in
 * can never disagree about what the member record then holds.
 */
import type { Agreement } from '@app/shared/api/contract/account';
import type { AccountRecord } from './schemas';

/** The consents before and after, for a change history. */
export interface MarketingConsentChange {
  marketing: { before: boolean; after: boolean };
  night: { before: boolean; after: boolean };
}

/** What a marketing choice moves on the account as it stands. */
export function marketingConsentChange(account: Pick<AccountRecord, 'agreement' | 'nightMarketing'>, marketing: boolean): MarketingConsentChange {
  const nightBefore = account.nightMarketing?.agreed ?? false;
  return {
    marketing: { before: account.agreement?.marketing ?? false, after: marketing },
    night: { before: nightBefore, after: marketing && nightBefore },
  };
}

/** Writes `agreement` onto the account's draft with what follows from its marketing choice (`at`: ISO instant). */
export function applyAgreement(draft: AccountRecord, agreement: Agreement, at: string): void {
  const { marketing, night } = marketingConsentChange(draft, agreement.marketing);
  // Agreed again with the same choice (newer terms): the consent's date stays that of the last change.
  const lastChange = draft.marketingChangedAt ?? draft.agreement?.agreedAt;
  draft.agreement = agreement;
  if (marketing.before !== marketing.after) draft.marketingChangedAt = at;
  else if (lastChange !== undefined) draft.marketingChangedAt = lastChange;
  if (night.before !== night.after) draft.nightMarketing = { agreed: night.after, changedAt: at };
}
