/**
 * The one renderer of server HTML: a Playground, the XSS corpus in a real browser (issue 8: OWASP
 * filter-evasion kinds, each of which would set `window.__xss` or call alert if it ran; nothing may
 * run), and rich text's headings put under the heading it is shown beneath (issue 42: an answer's
 * h2 under the answer's h4 reads as an h5).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { expectNothingRan, trapAlerts } from './xssAssertions';

const run = 'window.__xss=1';
const corpus = [
  // Safe markup first: the parser-confusion vectors at the end may swallow what follows them.
  '<p>안전한 <a href="https://klass.test/library">자료실 링크</a>와 <strong>강조</strong>는 남아요.</p>',
  `<script>${run}</script>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `<IMG """><SCRIPT>${run}</SCRIPT>">`,
  `<img src=x onerror="${run}">`,
  `<IMG SRC=x ONERROR="${run}">`,
  `<body/onload=${run}>`,
  `<details open ontoggle="${run}">x</details>`,
  `<a onmouseover="${run}">hover</a>`,
  `<svg onload="${run}">`,
  `<svg><script>${run}</script></svg>`,
  `<svg><a><animate attributeName=href values=javascript:${run} /><text>x</text></a></svg>`,
  `<a href="javascript:${run}">js</a>`,
  `<a href="JaVaScRiPt:${run}">js</a>`,
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">dec</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;window.__xss=1">hex</a>',
  `<a href="jav&#x09;ascript:${run}">tab</a>`,
  `<a href="javascript&colon;${run}">colon</a>`,
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  `<iframe srcdoc="<script>parent.${run}</script>"></iframe>`,
  `<iframe src="javascript:parent.${run}"></iframe>`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="javascript:${run}">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<input autofocus onfocus="${run}">`,
  `<div style="width: expression(${run})">css</div>`,
  `<div style="background-image: url(javascript:${run})">css url</div>`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${run}>`,
].join('\n');

const meta = {
  title: 'Learner/Community/글 본문 · SafeHtml',
  component: SafeHtml,
  beforeEach: trapAlerts,
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { html: '<h2>수업 준비</h2><p>노트북과 <strong>충전기</strong>를 챙겨 주세요.</p><h3>설치할 프로그램</h3><ul><li>파이썬 3.12</li></ul>', under: 1 },
};

export const XssCorpus: Story = {
  args: { html: corpus, under: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Safe markup survives, and its link opens safely in a new tab.
    const link = await canvas.findByRole('link', { name: '자료실 링크' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('강조').tagName).toBe('STRONG');
    await expectNothingRan(canvasElement);
  },
};

/** Shown under an answer's h4 (the learner's Q&A), the answer's h2 and h3 read as h5 and h6: the outline never jumps back up. */
export const HeadingsUnderAnAnswer: Story = {
  args: { html: '<h2>준비물</h2><p>노트북이면 돼요.</p><h3>설치</h3><p>강의 자료실을 보세요.</p>', under: 4 },
  render: (args) => (
    <article>
      <h4>김강사 님의 답변</h4>
      <SafeHtml {...args} />
    </article>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 5, name: '준비물' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 6, name: '설치' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
