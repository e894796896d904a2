/**
 * Storybook as QA use it (issue 39): they find a state by a Korean word ("쿠폰", "회원 목록"), and
 * Storybook's search reads titles and story names, so every app story file's title ends in the
 * Korean words of its screen or component beside the English name the code uses
 * ("Back-office/Coupons/쿠폰 관리 · CouponsPage"). Titles are read by Storybook's own CSF parser, so
 * the ids checked here are the ids Storybook makes (its sanitising keeps Hangul): a new file
 * with an English-only title, or two files whose stories end with the same id, fail here.
 * Also which titles render full-bleed as screens (.storybook/screens.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStory } from '@storybook/react-vite';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { isScreenTitle, screenLayout } from '../../.storybook/screens';

const root = process.cwd();
const HANGUL = /\p{Script=Hangul}/u;

function storyFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.stories\.tsx?$/.test(path))
    .map((path) => relative(root, join(root, folder, path)))
    .sort();
}

interface ParsedFile {
  file: string;
  title: string;
  ids: string[];
}

function parse(file: string): ParsedFile {
  const csf = loadCsf(readFileSync(join(root, file), 'utf8'), { fileName: file, makeTitle: (title) => title ?? '' }).parse();
  return { file, title: csf.meta.title ?? '', ids: csf.stories.map((story) => story.id) };
}

// Parsed while the file is collected (no test timeout there): a few seconds on a busy machine.
const appFiles = storyFiles('app').map(parse);
const designSystemFiles = storyFiles('design-system').map(parse);

describe('story titles QA can search in Korean (issue 39)', () => {
  it('finds the app\'s story files', () => {
    expect(appFiles.length).toBeGreaterThan(100);
  });

  it('"find a state by a Korean word": every app story file\'s title ends in Korean words', () => {
    const englishOnly = appFiles.filter(({ title }) => !HANGUL.test(title.split('/').at(-1) ?? '')).map(({ file, title }) => `${file}: ${title}`);
    expect(englishOnly).toEqual([]);
  });

  it('no two stories of the app and the design system end with the same id', () => {
    const owners = new Map<string, string[]>();
    for (const { file, ids } of [...appFiles, ...designSystemFiles]) {
      for (const id of ids) owners.set(id, [...(owners.get(id) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});

describe('screens render full-bleed like the app, components padded (issue 39)', () => {
  it('a learner or back-office page or layout is a screen', () => {
    expect(isScreenTitle('Learner/Account/로그인 · LoginPage')).toBe(true);
    expect(isScreenTitle('Back-office/Boards/공지사항 · NoticePages')).toBe(true);
    expect(isScreenTitle('Back-office/Shell/관리자 화면 틀 · AdminLayout')).toBe(true);
  });

  it('a component, or a design-system story, is not', () => {
    expect(isScreenTitle('Back-office/Kit/Jobs/작업 카드 · JobCard')).toBe(false);
    expect(isScreenTitle('Learner/Classes/수강권 카드 · KlassTicketCard')).toBe(false);
    expect(isScreenTitle('Design system/Templates/AuthPage')).toBe(false);
  });

  it('every app file named after a page is a screen by its title', () => {
    const pagesNotScreens = appFiles
      .filter(({ file, title }) => /Page\.stories\.tsx$/.test(file) && !isScreenTitle(title))
      .map(({ file, title }) => `${file}: ${title}`);
    expect(pagesNotScreens).toEqual([]);
  });

  it('a prepared story gets the layout of its title, and one a file sets itself keeps it', () => {
    const project = { argTypesEnhancers: [screenLayout] };
    const layoutOf = (title: string, parameters = {}) =>
      composeStory({}, { title, parameters }, project).parameters.layout as unknown;
    expect(layoutOf('Learner/Account/로그인 · LoginPage')).toBe('fullscreen');
    expect(layoutOf('Learner/Classes/수강권 카드 · KlassTicketCard')).toBe('padded');
    expect(layoutOf('Back-office/Kit/본문 편집기 · RichTextEditor', { layout: 'centered' })).toBe('centered');
  });
});
