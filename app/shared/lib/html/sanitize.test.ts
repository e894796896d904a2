// @vitest-environment jsdom
/**
 * Server HTML sanitiser over a corpus of OWASP XSS filter-evasion vectors (issue 8: "no script,
 * no event handlers, no javascript:/data: URLs, links opened safely"). jsdom parses the output
 * again and the test inspects what a browser would build from it; that nothing executes in a
 * real browser is asserted later with the screens.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, withoutHandlerAttributes } from './sanitize';

/** OWASP XSS Filter Evasion Cheat Sheet kinds, one line each. */
const corpus: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script with src': '<script src="https://evil.test/x.js"></script>',
  'script split by a fake tag': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'malformed script in quotes': '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  'script inside a comment break': '<!--<script>-->alert(1)<!--</script>-->',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror upper case': '<IMG SRC=x ONERROR="alert(1)">',
  'event without quotes or space': '<body/onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'mouseover on a link': '<a onmouseover="alert(1)">hover</a>',
  'svg onload': '<svg onload=alert(1)>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg animate href':
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
  'math xlink':
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  'javascript href': '<a href="javascript:alert(1)">x</a>',
  'javascript href mixed case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript href decimal entities':
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'javascript href hex entities without semicolons':
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  'javascript href with an embedded tab': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'javascript href with a newline': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'javascript href with leading spaces': '<a href=" &#14;  javascript:alert(1)">x</a>',
  'javascript href with &colon;': '<a href="javascript&colon;alert(1)">x</a>',
  'vbscript href': '<a href="vbscript:msgbox(1)">x</a>',
  'javascript img src': '<img src="javascript:alert(1)">',
  'data html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'data svg image': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe javascript src': '<iframe src="javascript:alert(1)"></iframe>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'embed src': '<embed src="data:text/html,<script>alert(1)</script>">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="javascript:alert(1)//">',
  'form action': '<form action="javascript:alert(1)"><button>go</button></form>',
  'button formaction': '<button formaction="javascript:alert(1)">go</button>',
  'input autofocus onfocus': '<input autofocus onfocus=alert(1)>',
  'style tag import': '<style>@import "https://evil.test/x.css";</style>',
  'style tag expression': '<style>p{width:expression(alert(1))}</style><p>x</p>',
  'css expression': '<div style="width: expression(alert(1))">x</div>',
  'css expression escaped': '<div style="width: \\65 xpression(alert(1))">x</div>',
  'css expression with a comment': '<div style="width: expr/**/ession(alert(1))">x</div>',
  'css javascript url': '<div style="background-image: url(javascript:alert(1))">x</div>',
  'css behavior': '<div style="behavior: url(xss.htc)">x</div>',
  'css moz-binding': '<div style="-moz-binding: url(https://evil.test/x.xml#xss)">x</div>',
  'table background': '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  'link stylesheet': '<link rel="stylesheet" href="javascript:alert(1)">',
  'noscript breakout': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'template breakout': '<template><script>alert(1)</script></template>',
  'namespace confusion': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
};

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form, input, button, template';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'background',
  'srcdoc',
];

/** What a browser would build from the sanitised HTML. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function problemsIn(host: HTMLElement): string[] {
  const problems: string[] = [];
  if (host.querySelector(FORBIDDEN_ELEMENTS)) problems.push('forbidden element');
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`event handler ${name}`);
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value)) {
        problems.push(`${name}=${attribute.value}`);
      }
      // A CSS escape or comment left in a style is a problem too: either can hide a keyword.
      if (name === 'style' && /expression|url\(|behavior|binding|javascript|\\|\/\*/.test(value)) {
        problems.push(`style=${attribute.value}`);
      }
    }
  }
  return problems;
}

describe('sanitizeHtml over the OWASP filter-evasion corpus', () => {
  it.each(Object.entries(corpus))('%s leaves nothing that can run', (_, vector) => {
    expect(problemsIn(render(vector))).toEqual([]);
  });
});

describe('sanitizeHtml keeps ordinary content', () => {
  it('keeps text, emphasis, lists, tables, images and safe inline style', () => {
    const host = render(
      '<h3>안내</h3><p style="color: #c00; text-align: center"><strong>굵게</strong> <em>기울임</em></p>' +
        '<ul><li>하나</li></ul><table><tbody><tr><td>칸</td></tr></tbody></table>' +
        '<img src="https://cdn.klass.test/a.png" alt="그림">',
    );
    expect(host.querySelector('h3')?.textContent).toBe('안내');
    expect(host.querySelector('p')?.getAttribute('style')).toContain('color');
    expect(host.querySelector('strong')?.textContent).toBe('굵게');
    expect(host.querySelector('li')?.textContent).toBe('하나');
    expect(host.querySelector('td')?.textContent).toBe('칸');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://cdn.klass.test/a.png');
  });

  it('opens links in a new tab with rel="noopener noreferrer"', () => {
    const host = render(
      '<a href="https://klass.test/x" target="_self" rel="opener">링크</a><a href="/relative">상대</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://klass.test/x');
  });

  it('keeps mailto and tel links', () => {
    const host = render(
      '<a href="mailto:help@klass.test">메일</a><a href="tel:0212345678">전화</a>',
    );
    expect([...host.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:help@klass.test',
      'tel:0212345678',
    ]);
  });

  it('keeps the text of a link whose unsafe href was removed', () => {
    const host = render('<a href="javascript:alert(1)">바로가기</a>');
    expect(host.textContent).toBe('바로가기');
    expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});

describe('handler attributes leave the markup before it is parsed (no policy report for what DOMPurify drops anyway)', () => {
  it.each([
    ['<img src="x" onerror="alert(1)" alt="깨진 이미지">', '<img src="x"  alt="깨진 이미지">'],
    ["<img/onerror='alert(1)'src=x>", "<img/src=x>"],
    ['<a href="/a" ONCLICK=go()>링크</a>', '<a href="/a" >링크</a>'],
    ['<svg onload="x" ><p>onclick=글자</p></svg>', '<svg  ><p>onclick=글자</p></svg>'],
  ])('%s', (input, expected) => {
    expect(withoutHandlerAttributes(input)).toBe(expected);
  });
});
