/**
 * The HTML of the mock KAKAO and NAVER authorize step, as the mock HTTP server serves it
 * (`mocks/runtimes/http/oauthProvider.ts`): the page a real provider shows on its own site, so
 * its words are the provider's, kept here rather than in the app's copy catalogue (the mock may
 * not import it). Plain HTML with no script: the browser posts the form and follows the redirect.
 *
 * Every interpolated value is escaped: client_id, redirect_uri and state come from whoever built
 * the link, and the people's names from the database.
 */
import type { SocialKind } from '@app/shared/api/contract/account';
import type { ProviderPerson } from './social';

/** `code`: a one-time code in the redirect's query; `token`: the access token in its fragment. */
export type AuthorizeResponseType = 'code' | 'token';

/** The authorize request as the provider received it (already checked). */
export interface AuthorizeQuery {
  responseType: AuthorizeResponseType;
  clientId: string;
  redirectUri: string;
  /** Handed back untouched in the redirect; absent when the link carried none. */
  state: string | null;
}

const providerName: Record<SocialKind, string> = { KAKAO: '카카오', NAVER: '네이버' };

export const providerPageText = {
  title: (provider: string) => `${provider} 계정으로 로그인`,
  notice: (provider: string) =>
    `개발용 모의 ${provider} 화면이에요. 실제 서비스에서는 ${provider}의 로그인 화면이 열려요.`,
  body: (provider: string, clientId: string) =>
    `앱 ${clientId}에서 ${provider} 계정의 이름과 이메일을 사용하려고 해요. 동의하면 로그인을 이어 가요.`,
  personLegend: '테스트 계정',
  firstLogin: '처음 로그인',
  noPeople: '이 제공자에 등록된 테스트 계정이 없어요.',
  continue: { KAKAO: '카카오로 계속하기', NAVER: '네이버로 계속하기' } satisfies Record<
    SocialKind,
    string
  >,
  errorTitle: '로그인 요청을 처리할 수 없어요',
} as const;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element body or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** Brand colours of the providers' login buttons, as on the app's own buttons (readable text). */
const buttonColours: Record<SocialKind, { background: string; text: string }> = {
  KAKAO: { background: '#fee500', text: '#191919' },
  NAVER: { background: '#04753a', text: '#ffffff' },
};

function buttonStyle(kind: SocialKind | null): string {
  if (kind === null) return '';
  const { background, text } = buttonColours[kind];
  return `button { width: 100%; min-height: 48px; border: 0; border-radius: 8px; font: inherit; font-weight: 700; cursor: pointer; background: ${background}; color: ${text}; }`;
}

/** The page frame; `kind` styles the submit button in the provider's colours. */
function page(title: string, main: string, kind: SocialKind | null): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: 'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif; color: #191919; background: #f7f7f7; line-height: 1.6; }
  main { max-width: 440px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.5rem; margin: 0 0 16px; }
  .notice { padding: 12px; border-radius: 8px; background: #eef4ff; }
  fieldset { border: 1px solid #767676; border-radius: 8px; margin: 16px 0; padding: 12px 16px; }
  label { display: flex; gap: 8px; align-items: center; min-height: 44px; }
  ${buttonStyle(kind)}
  button:focus-visible, input:focus-visible { outline: 3px solid #1a5fd0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function personLabel(person: ProviderPerson): string {
  const label = `${person.displayName} (${person.email})`;
  return person.hasAccount ? label : `${label} · ${providerPageText.firstLogin}`;
}

/**
 * The authorize page: the provider's people as radio buttons (the first chosen) and the submit
 * button; the form posts back to `action` with the request's fields so the POST is checked again.
 */
export function renderAuthorizePage(options: {
  kind: SocialKind;
  action: string;
  query: AuthorizeQuery;
  people: readonly ProviderPerson[];
}): string {
  const { kind, action, query, people } = options;
  const provider = providerName[kind];
  const title = providerPageText.title(provider);
  const radios = people
    .map(
      (person, index) =>
        `<label><input type="radio" name="person" value="${escapeHtml(person.providerUserId)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(personLabel(person))}</label>`,
    )
    .join('\n');
  const form =
    people.length === 0
      ? `<p>${escapeHtml(providerPageText.noPeople)}</p>`
      : `<form method="post" action="${escapeHtml(action)}">
${hidden('response_type', query.responseType)}
${hidden('client_id', query.clientId)}
${hidden('redirect_uri', query.redirectUri)}
${query.state === null ? '' : hidden('state', query.state)}
<fieldset>
<legend>${escapeHtml(providerPageText.personLegend)}</legend>
${radios}
</fieldset>
<button type="submit">${escapeHtml(providerPageText.continue[kind])}</button>
</form>`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice">${escapeHtml(providerPageText.notice(provider))}</p>
<p>${escapeHtml(providerPageText.body(provider, query.clientId))}</p>
${form}`,
    kind,
  );
}

/** The page of a refused authorize request (answered with 400): what was wrong, in one line. */
export function renderAuthorizeError(message: string): string {
  return page(
    providerPageText.errorTitle,
    `<h1>${escapeHtml(providerPageText.errorTitle)}</h1>
<p>${escapeHtml(message)}</p>`,
    null,
  );
}
