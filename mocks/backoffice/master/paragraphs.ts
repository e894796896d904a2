/**
 * Plain text a master wrote (a text lesson's description, a class notice's body) as the HTML the
 * learner's pages render (through their sanitiser): one paragraph per block of lines, a line break
 * kept, every character escaped.
 */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
