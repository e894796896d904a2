/**
 * The back-office's one rich-text editor (issue 42), for notice bodies, answers and replies. It is
 * tiptap (ProseMirror), chosen by the Korean IME trial (tests/e2e/specs/rich-text-ime.spec.ts):
 * every syllable typed through Chromium's real IME arrived once and intact there, before Enter, a
 * space, a number or a symbol, inside bold and a list item, and after an undo. A format switched
 * mid-syllable waits for the IME to commit it (composedFormatting.ts: tiptap alone typed the
 * syllable twice when bold was switched off then).
 *
 * It offers what stored rich text keeps (app/shared/lib/html/sanitize.ts `sanitizeRichText`):
 * paragraphs, two heading levels, bold, lists, links and images. Pasted Word, HWP or web HTML
 * keeps those — a first-level heading becomes the editor's heading, deeper ones its subheading —
 * and drops the rest (the schema knows nothing else). A link passes the safe-URL helper, typed or
 * pasted. Its length, counted on the text it shows as the server counts it, is said at the field
 * and turns into the field's error past the limit. Loaded lazily (RichTextField.tsx): only the
 * editing screens download it.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { controlBox, FormField, type FormFieldControlProps } from '@ds/components/FormField';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { LONG_TEXT_MAX, plainTextOf } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { countCharacters } from '@ds/lib/text/characters';
import { sanitizeRichText } from '@app/shared/lib/html/sanitize';
import { safeUrl } from '@app/shared/lib/url/safeUrl';
import { ComposedFormatting, whenComposed } from './composedFormatting';

const text = copy.backofficeRichText;

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  label: string;
  /** The HTML being edited; a value from outside (a reset, the latest version taken) replaces the editor's. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** The field's error (a refused save); a body over the limit says so by itself. */
  error?: string;
  required?: boolean;
  /** In characters shown (§5 "Long text max 10,000"). */
  maxLength?: number;
  /** What a refused save focuses (react-hook-form's field ref). */
  handle?: Ref<RichTextEditorHandle>;
}

const Frame = styled.div`
  ${controlBox}
  padding: 0;
  &:focus-within { outline: 3px solid ${vars.color.focusRing}; outline-offset: 1px; border-color: ${vars.color.primary}; }
  &[data-invalid='true'] { border-color: ${vars.color.danger}; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  border-bottom: 1px solid ${vars.color.border};
`;

const ToolButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  &[aria-pressed='true'] { background: ${vars.color.surfaceSunken}; border-color: ${vars.color.borderStrong}; font-weight: 700; }
  &:focus-visible { outline: 3px solid ${vars.color.focusRing}; outline-offset: 1px; }
  &:disabled { color: ${vars.color.textMuted}; cursor: not-allowed; }
`;

const LinkPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]};
  border-bottom: 1px solid ${vars.color.border};
  & > :first-child { flex: 1 1 16rem; }
`;

const Body = styled.div`
  .ProseMirror {
    min-height: 12rem;
    max-height: 32rem;
    overflow-y: auto;
    padding: ${vars.space[3]};
    line-height: ${vars.font.lineHeightNormal};
    overflow-wrap: anywhere;
    outline: none;
  }
  .ProseMirror > :first-child { margin-top: 0; }
  .ProseMirror img { max-width: 100%; height: auto; }
`;

/** Word's and HWP's heading levels on the editor's two: h1 → h2, h4–h6 → h3. */
function headingsOnTwoLevels(html: string): string {
  return html.replace(/<(\/?)h([1-6])(\s|>)/gi, (_, close: string, level: string, after: string) => {
    const kept = level === '1' ? '2' : Number(level) > 3 ? '3' : level;
    return `<${close}h${kept}${after}`;
  });
}

const allowedHref = (url: string) => safeUrl(url, { base: window.location.href, schemes: ['mailto:', 'tel:'] }) !== null;

function useFormatState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
}

type Attributes = Record<string, string>;

/**
 * The editable element itself carries the field's name, description and validity (FormField hands
 * them to its control): it is what a screen reader lands on. ProseMirror owns that element's
 * attributes and reads them from `attributes` at each update, so they are kept there and also set
 * at once, not left for the next keystroke.
 */
function Editable({ editor, control, attributesRef }: { editor: Editor; control: FormFieldControlProps; attributesRef: RefObject<Attributes> }) {
  const describedBy = control['aria-describedby'];
  const invalid = control['aria-invalid'];
  useLayoutEffect(() => {
    const next: Attributes = { ...attributesRef.current, id: control.id };
    for (const [name, value] of [['aria-describedby', describedBy], ['aria-invalid', invalid ? 'true' : undefined]] as const) {
      if (value) next[name] = value;
      else delete next[name];
    }
    attributesRef.current = next;
    const apply = () => {
      for (const name of ['id', 'aria-describedby', 'aria-invalid']) {
        const value = next[name];
        if (value) editor.view.dom.setAttribute(name, value);
        else editor.view.dom.removeAttribute(name);
      }
    };
    if (editor.isInitialized) {
      apply();
      return undefined;
    }
    // tiptap says the editor is created a moment after its view is mounted: set them then.
    editor.on('create', apply);
    return () => void editor.off('create', apply);
  }, [editor, attributesRef, control.id, describedBy, invalid]);
  return (
    <Body>
      <EditorContent editor={editor} />
    </Body>
  );
}

function LinkEditor({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [refused, setRefused] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The panel opens on the toolbar's button: the address is what is typed next.
  useEffect(() => field.current?.focus(), []);
  const apply = () => {
    const safe = safeUrl(href.trim(), { base: window.location.href, schemes: ['mailto:', 'tel:'] });
    if (!safe) {
      setRefused(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: safe }).run();
    onClose();
  };
  return (
    <LinkPanel>
      <TextField
        label={text.linkField}
        hint={text.linkHint}
        error={refused ? text.linkRefused : undefined}
        value={href}
        inputMode="url"
        ref={field}
        onChange={(event) => {
          setHref(event.target.value);
          setRefused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.commands.focus();
            onClose();
          }
        }}
      />
      <Button type="button" variant="secondary" onClick={apply}>
        {text.linkApply}
      </Button>
      {editor.isActive('link') && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {text.linkRemove}
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        onClick={() => {
          editor.commands.focus();
          onClose();
        }}
      >
        {text.linkCancel}
      </Button>
    </LinkPanel>
  );
}

export default function RichTextEditor({ label, value, onChange, onBlur, hint, error, required, maxLength = LONG_TEXT_MAX, handle }: RichTextEditorProps) {
  const labelId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  /** The HTML this editor last handed out: a `value` equal to it is its own echo, not a replacement. */
  const emitted = useRef(value);
  const [length, setLength] = useState(() => countCharacters(plainTextOf(value)));
  const attributesRef = useRef<Attributes>({ role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        italic: false,
        strike: false,
        underline: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        trailingNode: false,
        link: { openOnClick: false, autolink: true, isAllowedUri: allowedHref, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
      }),
      // An image pasted without a description is decorative to a screen reader, as SafeHtml shows it.
      Image.extend({ addAttributes: () => ({ src: { default: null }, alt: { default: '' }, title: { default: null } }) }),
      ComposedFormatting,
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => attributesRef.current,
      // Cleaned before ProseMirror parses it: nothing of a hostile clipboard (an `onerror`, a
      // script) is ever parsed in this page, where even an inert parse reports a policy violation.
      transformPastedHTML: (html) => sanitizeRichText(headingsOnTwoLevels(html)),
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      setLength(countCharacters(plainTextOf(html)));
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });
  const state = useFormatState(editor);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    setLength(countCharacters(plainTextOf(value)));
  }, [editor, value]);

  useImperativeHandle(handle, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const over = length > maxLength;
  const shownError = error ?? (over ? text.tooLong(length, maxLength) : undefined);
  const invalid = shownError !== undefined;

  // A format asked for mid-syllable waits for the IME to commit it (composedFormatting.ts).
  const tool = (name: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <ToolButton type="button" aria-pressed={pressed} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={() => whenComposed(editor, run)}>
      {name}
    </ToolButton>
  );

  return (
    <FormField label={label} labelId={labelId} hint={hint} error={shownError} required={required} counter={text.length(length, maxLength)}>
      {(control) => (
        <Frame data-invalid={invalid}>
          <Toolbar role="toolbar" aria-label={text.toolbar}>
            {tool(text.heading, state.heading, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
            {tool(text.subheading, state.subheading, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
            {tool(text.bold, state.bold, () => editor.chain().focus().toggleBold().run())}
            {tool(text.bulletList, state.bulletList, () => editor.chain().focus().toggleBulletList().run())}
            {tool(text.orderedList, state.orderedList, () => editor.chain().focus().toggleOrderedList().run())}
            {tool(text.link, state.link || linkOpen, () => setLinkOpen((open) => !open))}
            {tool(text.undo, undefined, () => editor.chain().focus().undo().run(), !state.undo)}
            {tool(text.redo, undefined, () => editor.chain().focus().redo().run(), !state.redo)}
          </Toolbar>
          {linkOpen && <LinkEditor editor={editor} onClose={() => setLinkOpen(false)} />}
          <Editable editor={editor} control={control} attributesRef={attributesRef} />
        </Frame>
      )}
    </FormField>
  );
}
