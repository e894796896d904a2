/**
 * The back-office rich-text editor (issue 42), one story per state the issue names: empty, 10,000
 * characters of Korean, pasted Word / HWP / web HTML cleaned to what is stored, an image, a link
 * (and a `javascript:` one refused), and the length limit said at the field. Each is axe-clean.
 * Pasting goes through the browser's own paste event with the HTML a clipboard would carry.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LONG_TEXT_MAX } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import RichTextEditor, { type RichTextEditorProps } from './RichTextEditor';

const text = copy.backofficeRichText;

/** The editor with its value kept, as a form keeps it. */
function Field(props: Omit<RichTextEditorProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RichTextEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Back-office/Kit/본문 편집기 · RichTextEditor',
  component: Field,
  args: { label: '내용', value: '', required: true, maxLength: LONG_TEXT_MAX },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

const editable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /내용/ });

function paste(target: HTMLElement, html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', target.textContent ?? '');
  return userEvent.paste(data);
}

export const Playground: Story = {};

/** Nothing written yet: the toolbar, the field's name and 0/10,000자 said at it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = await editable(canvasElement);
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.length(0, LONG_TEXT_MAX)));
    await expect(within(canvasElement).getByRole('toolbar', { name: text.toolbar })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: text.undo })).toBeDisabled();
  },
};

const paragraph = '수강생 여러분, 이번 주 실습 과제는 금요일까지 제출해 주세요. ';
const longKorean = `<p>${paragraph.repeat(Math.floor(LONG_TEXT_MAX / paragraph.length)).slice(0, LONG_TEXT_MAX).trimEnd()}</p>`;

/** 10,000 characters of Korean: all of it there, at the limit and not over it. */
export const TenThousandKorean: Story = {
  args: { value: longKorean },
  play: async ({ canvasElement }) => {
    const field = await editable(canvasElement);
    const shown = (field.textContent ?? '').length;
    await expect(shown).toBeLessThanOrEqual(LONG_TEXT_MAX);
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(text.length(shown, LONG_TEXT_MAX)));
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

const wordHtml =
  '<h1 class="MsoTitle">수강 안내</h1><p class="MsoNormal" style="mso-line-height-alt:12pt"><span style="font-family:맑은 고딕"><b>꼭</b> 읽어 주세요</span><o:p></o:p></p>' +
  '<h4>준비물</h4><ul><li>노트북</li><li>필기구</li></ul><p><em>기울임</em>과 <a href="https://klass.test/guide">안내 페이지</a></p>' +
  '<table><tr><td>표 안의 글</td></tr></table><script>window.__richTextInjected=1</script><img src="x" onerror="window.__richTextInjected=1">';

/** Pasted from Word, HWP or a page: headings, bold, lists and links kept; classes, styles, tables, italic and script dropped. */
export const PastedHtmlCleaned: Story = {
  play: async ({ canvasElement }) => {
    const field = await editable(canvasElement);
    await userEvent.click(field);
    await paste(field, wordHtml);
    await waitFor(() => expect(field.querySelector('h2')).toHaveTextContent('수강 안내'));
    await expect(field.querySelector('h3')).toHaveTextContent('준비물');
    await expect(field.querySelector('strong')).toHaveTextContent('꼭');
    await expect([...field.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['노트북', '필기구']);
    await expect(field.querySelector('a')).toHaveAttribute('href', 'https://klass.test/guide');
    await expect(field).toHaveTextContent('표 안의 글');
    await expect(field.querySelector('em, table, script, [class^="Mso"], [style]')).toBeNull();
    await expect(field.querySelector('img[onerror]')).toBeNull();
    await expect(Reflect.get(window, '__richTextInjected')).toBeUndefined();
  },
};

/** An image in the body, shown with its description. */
export const WithImage: Story = {
  args: { value: '<p>교재 표지예요.</p><img src="/mock-media/covers/cover-01.svg" alt="교재 표지">' },
  play: async ({ canvasElement }) => {
    const field = await editable(canvasElement);
    await expect(within(field).getByRole('img', { name: '교재 표지' })).toBeVisible();
  },
};

/** A link set from the toolbar; a `javascript:` address is refused at its field. */
export const WithLink: Story = {
  args: { value: '<p>자료실에서 받아 주세요.</p>' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await editable(canvasElement);
    await userEvent.tripleClick(within(field).getByText('자료실에서 받아 주세요.'));
    await userEvent.click(page.getByRole('button', { name: text.link }));
    const address = page.getByRole('textbox', { name: text.linkField });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(page.getByRole('button', { name: text.linkApply }));
    await expect(await page.findByText(text.linkRefused)).toBeVisible();
    await expect(field.querySelector('a')).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://klass.test/library');
    await userEvent.click(page.getByRole('button', { name: text.linkApply }));
    await waitFor(() => expect(field.querySelector('a')).toHaveAttribute('href', 'https://klass.test/library'));
  },
};

/** Over the limit: said at the field with how many there are, and the field marked invalid. */
export const LengthLimit: Story = {
  args: { maxLength: 20, value: '<p>이 공지는 스무 자를 넘게 적어서 길어요.</p>' },
  play: async ({ canvasElement }) => {
    const field = await editable(canvasElement);
    const length = (field.textContent ?? '').length;
    const message = text.tooLong(length, 20);
    await expect(await within(canvasElement).findByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  },
};
