/**
 * Every link in README.md and docs/ leads somewhere: a relative link names a file or folder of the
 * repository, and an `#anchor` a heading of its target (GitHub's slug of the heading's text). The
 * README was split into docs/ so a newcomer reads it in five minutes; a moved or renamed page or
 * heading must not leave a link behind. Links to the web are not fetched.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** Inline Markdown links `[text](target)`, outside code spans and fenced blocks. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

/** GitHub's anchors of a document's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  for (const match of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = match[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with `link` written in `file`, or null when it leads somewhere. */
function brokenLink(file: string, link: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return null;
  const [path = '', anchor] = link.split('#');
  const target = path === '' ? file : join(dirname(file), decodeURIComponent(path));
  if (!existsSync(target)) return `${link}: no file ${relative(root, target)}`;
  if (anchor === undefined) return null;
  if (statSync(target).isDirectory() || !target.endsWith('.md'))
    return `${link}: an anchor into a file that has no headings`;
  if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor))
    return `${link}: no heading #${anchor} in ${relative(root, target)}`;
  return null;
}

function markdownFiles(): string[] {
  const docs = join(root, 'docs');
  const inDocs = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, name));
  return [join(root, 'README.md'), ...inDocs];
}

describe('links in the README and docs/', () => {
  it('lead to files and headings that exist', () => {
    const broken = markdownFiles().flatMap((file) =>
      linksOf(readFileSync(file, 'utf8'))
        .map((link) => brokenLink(file, link))
        .filter((problem): problem is string => problem !== null)
        .map((problem) => `${relative(root, file)}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('the README links to every page of docs/', () => {
    const linked = new Set(
      linksOf(readFileSync(join(root, 'README.md'), 'utf8')).map((link) => link.split('#')[0]),
    );
    const pages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages.filter((page) => !linked.has(`docs/${page}`))).toEqual([]);
  });

  it('reads anchors as GitHub makes them, and sees a missing file and a missing heading', () => {
    expect([
      ...anchorsOf(
        "# Testing and the suite's cost\n## `npm test` -- again\n## Testing and the suite's cost\n",
      ),
    ]).toEqual([
      'testing-and-the-suites-cost',
      'npm-test----again',
      'testing-and-the-suites-cost-1',
    ]);
    expect(
      linksOf('[a](docs/kit.md) `[b](nowhere.md)` [c](https://example.com)\n```\n[d](x.md)\n```'),
    ).toEqual(['docs/kit.md', 'https://example.com']);
    const readme = join(root, 'README.md');
    expect(brokenLink(readme, 'docs/kit.md#the-back-office-kit')).toBeNull();
    expect(brokenLink(readme, 'docs/no-such-page.md')).toMatch(/no file docs\/no-such-page\.md/);
    expect(brokenLink(readme, 'docs/kit.md#no-such-heading')).toMatch(
      /no heading #no-such-heading/,
    );
  });
});
