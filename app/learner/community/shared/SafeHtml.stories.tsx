/**
 * The XSS corpus in a real browser (issue 8): OWASP filter-evasion kinds, each of which would set
 * `window.__xss` or call alert if it ran, rendered through SafeHtml. Nothing may run.
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

export const XssCorpus: Story = {
  args: { html: corpus },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Safe markup survives, and its link opens safely in a new tab.
    const link = await canvas.findByRole('link', { name: '자료실 링크' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('강조').tagName).toBe('STRONG');
    await expectNothingRan(canvasElement);
  },
};
