/**
 * Server HTML (announcement and notice `contentHtml`, answers, replies, board items) shown only
 * after the sanitiser has removed scripts, event handlers and unsafe URLs: the one place the
 * community renders raw markup. Its headings are put under the heading it is shown beneath
 * (`under`, headings.ts), so an answer's h2 under the answer's h4 reads as an h5 and the page's
 * outline never jumps back up.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { shiftHeadingsUnder, type HeadingLevel } from '@app/shared/lib/html/headings';
import { sanitizeHtml } from '@app/shared/lib/html/sanitize';

const Content = styled.div`
  line-height: ${vars.font.lineHeightNormal};
  overflow-wrap: anywhere;
  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  & img { max-width: 100%; height: auto; }
`;

/**
 * Editors' images often come without a description; an image with no `alt` is treated as
 * decorative (`alt=""`) so screen readers skip it instead of reading its file name; the headings
 * are moved under the page's. Done in an inert <template>, where nothing loads or runs.
 */
function readable(html: string, under: HeadingLevel): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
  shiftHeadingsUnder(template.content, under);
  return template.innerHTML;
}

export interface SafeHtmlProps {
  html: string;
  /** The level of the heading the content is shown beneath (the page's h1, an answer's h4). */
  under: HeadingLevel;
  className?: string;
}

export function SafeHtml({ html, under, className }: SafeHtmlProps) {
  const clean = useMemo(() => readable(sanitizeHtml(html), under), [html, under]);
  return <Content className={className} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
