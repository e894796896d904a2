/**
 * Server HTML (announcement and notice `contentHtml`) shown only after the sanitiser has removed
 * scripts, event handlers and unsafe URLs: the one place the community renders raw markup.
 */
import { useMemo } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
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
 * decorative (`alt=""`) so screen readers skip it instead of reading its file name. Done in an
 * inert <template>, where nothing loads or runs.
 */
function withImageAlts(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('img:not([alt])').forEach((image) => image.setAttribute('alt', ''));
  return template.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => withImageAlts(sanitizeHtml(html)), [html]);
  return <Content className={className} data-server-html="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
