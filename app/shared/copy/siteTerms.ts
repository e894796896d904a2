/**
 * Korean copy of the terms on the learner site (issue 31; learner.md §2–§5 where terms are
 * agreed): a page's current text under its agreement, and the dialog that asks a learner to agree
 * to a newer version of a required page.
 */
export const siteTermsCopy = {
  /** The disclosure under an agreement: "전문 보기". */
  viewFull: '전문 보기',
  /** "제4판 · 2026.11.28 시행". */
  versionLine: (version: number, effectiveDay: string) => `제${version}판 · ${effectiveDay} 시행`,
  /** A tenant's own required page on the register page, worded as the built-in ones are. */
  agreeTenant: (title: string) => `(필수) ${title}에 동의합니다.`,
  loading: '약관을 불러오는 중이에요.',
  loadFailed: '약관 내용을 불러오지 못했어요. 잠시 후 다시 열어 주세요.',
  // Agreeing again (a newer version of a required page)
  reagreeTitle: '약관이 바뀌었어요',
  reagreeBody: '계속 이용하려면 바뀐 약관을 읽고 동의해 주세요.',
  reagreeCheck: (title: string) => `(필수) 바뀐 ${title}에 동의합니다.`,
  reagreeSubmit: '동의하고 계속하기',
  reagreeRequired: '바뀐 약관에 모두 동의해 주세요.',
  reagreeFailed: '동의를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;
