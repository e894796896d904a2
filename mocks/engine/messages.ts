/**
 * The mock's words that more than one area says (every protected call without a session, a
 * request that fails its schema, a resolver that breaks): written once, in the app's 해요체, so
 * the same refusal reads the same wherever it comes from (issue 27, one voice).
 */
export const mockMessages = {
  loginRequired: '로그인한 뒤에 이용할 수 있어요.',
  requestInvalid: '요청 형식이 올바르지 않아요.',
  serverError: '문제가 생겼어요. 다시 시도해 주세요.',
} as const;
