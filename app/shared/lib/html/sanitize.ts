/**
 * Server HTML (announcement `contentHtml`, notices) made safe to render: DOMPurify with the HTML
 * profile only (no SVG or MathML), no script, frames, forms or <style>, no event handlers, no
 * `javascript:`/`vbscript:`/`data:` URLs in any URL attribute, no CSS that can run or fetch
 * (expression(), url(), behavior, -moz-binding, @import), and every link opened in a new tab with
 * `rel="noopener noreferrer"`. Render the result only through this function.
 *
 * `sanitizeRichText` is the stricter cut for what the back-office's rich-text editor stores
 * (issue 42): the same URL and link rules, and only what the editor offers — paragraphs, line
 * breaks, headings (h2, h3), bold, lists, links and images with their description; every other
 * tag is dropped with its text kept, every other attribute (classes, styles, Word's and HWP's
 * markup) dropped.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { safeUrl, type ExtraScheme } from '@app/shared/lib/url/safeUrl';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'];
const FORBID_ATTR = ['srcset', 'action', 'formaction', 'ping'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'poster', 'background', 'cite']);
const HTML_SCHEMES: readonly ExtraScheme[] = ['mailto:', 'tel:'];
/** The only schemes a URL may carry; anything without a scheme is relative and fine. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const UNSAFE_CSS =
  /expression\s*\(|url\s*\(|behavior\s*:|-moz-binding|@import|javascript:|vbscript:/i;

const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

/** What stored rich text keeps (the editor's own marks and nodes). */
const richTextConfig: Config = {
  ALLOWED_TAGS: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'ul', 'ol', 'li', 'a', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt'],
  ALLOWED_URI_REGEXP: SAFE_URL,
};

/** Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"). */
function compact(value: string): string {
  return value.replace(/[\s\p{Cc}]/gu, '');
}

/** CSS escapes (`\65 xpression`) and comments (`ex/**\/pression`) can hide a keyword. */
function decodeCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
}

function createPurifier(): Purifier {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    // The app's one URL rule (safeUrl.ts), stricter than DOMPurify's: it also refuses the `data:`
    // DOMPurify lets through on images and media; a server page never needs it.
    if (URL_ATTRIBUTES.has(name) && !safeUrl(data.attrValue, { base: document.baseURI, schemes: HTML_SCHEMES })) {
      data.keepAttr = false;
    }
    if (name === 'style' && UNSAFE_CSS.test(compact(decodeCss(data.attrValue)))) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

let purifier: Purifier | null = null;

/** Text with every markup character escaped: the fallback where no DOM exists to sanitise in. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An event-handler attribute inside a tag: its name and value, after a space or a slash. */
const HANDLER_ATTRIBUTE = /([\s/])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * The markup with event-handler attributes taken out of its tags before anything parses it. Not
 * the safety: DOMPurify drops every handler it finds, this pre-pass included or not. Chrome reports
 * a policy violation (script-src-attr) for each handler attribute it merely parses, even in an
 * inert document, so without it every hostile announcement would fill the CSP reports.
 */
export function withoutHandlerAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1'));
}

function purify(html: string, profile: Config): string {
  // Without a DOM, DOMPurify hands the input back untouched; escaping it is the safe answer.
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return escapeHtml(html);
  purifier ??= createPurifier();
  return purifier.sanitize(withoutHandlerAttributes(html), profile);
}

export function sanitizeHtml(html: string): string {
  return purify(html, config);
}

/** Rich text as it is stored: only the editor's tags and attributes, under the same URL rules. */
export function sanitizeRichText(html: string): string {
  return purify(html, richTextConfig);
}
