/**
 * One voice from the mock (issue 27): the app shows the mock's messages as they come (an error's
 * message, a job's failure, a refused row), beside its own 해요체 copy, so a mock sentence ending in
 * 합니다체 ("찾을 수 없습니다.", "탈퇴한 계정입니다.") is a defect — the rule
 * `app/shared/copy/copyTone.test.ts` holds the copy to, read from the mock's source so a
 * message built by a template is checked too.
 *
 * What a person wrote is not the mock's voice: seeded content that is *data* (a terms page's
 * clauses, a teacher's notice, a learner's review, a buyer's delivery note) keeps the tone its
 * writer chose, and is allowed below by file, each with who wrote it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mocksRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** 합니다, 습니다, 입니다, 아닙니다 … and their questions, as the end of a word. */
const formalEnding = /[가-힣]니[다까](?![가-힣])/;
/** A comment line: the module's description for developers, not words anyone is shown. */
const commentLine = /^\s*(\/\/|\/\*|\*)/;

/** Seeded data in its writer's voice: the file, and the sentences of it that are data (all, or those listed). */
const authoredData: readonly { file: string; writer: string; only?: readonly string[] }[] = [
  { file: 'backoffice/terms/seed.ts', writer: "the operator's terms pages (clauses and their effective-date line)" },
  { file: 'backoffice/certificates/seed.ts', writer: "the operator's certificate wording" },
  { file: 'community/seed.ts', writer: "learners' questions and reviews, teachers' answers and notices" },
  { file: 'inventory/seed/content.ts', writer: "teachers' class notices" },
  { file: 'backoffice/boards/boardItemSeed.ts', writer: "learners' board posts, their titles and bodies" },
  { file: 'inventory/seed/tickets.ts', writer: "the operator's course descriptions" },
  {
    file: 'backoffice/orders/seed.ts',
    writer: "buyers' delivery notes and refund reasons (the payment failures are the mock's, in 해요체)",
    only: [
      '배송 전에 연락 부탁드립니다.',
      '파손 주의 부탁드립니다.',
      '수강 일정이 맞지 않아 환불을 요청합니다.',
      '강의 내용이 소개와 달랐습니다.',
      '배송이 너무 늦어졌습니다.',
      '받은 상품이 파손되어 있었습니다.',
      '같은 상품을 두 번 주문했습니다.',
    ],
  },
  {
    file: 'tenant/seed.ts',
    writer: "a closed site's operator: its closing message and status title",
    only: ['운영을 마쳤습니다.', '보관된 사이트입니다'],
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(mocksRoot, path)] : [];
  });
}

function formalLines(file: string): string[] {
  return readFileSync(join(mocksRoot, file), 'utf8')
    .split('\n')
    .filter((line) => !commentLine.test(line) && formalEnding.test(line))
    .map((line) => line.trim());
}

const files = sourceFiles(mocksRoot);

function isAuthored(file: string, line: string): boolean {
  const data = authoredData.find((entry) => entry.file === file);
  return data !== undefined && (data.only === undefined || data.only.some((text) => line.includes(text)));
}

describe("the mock's messages speak 해요체", () => {
  it('reads every mock module', () => {
    expect(files).toEqual(expect.arrayContaining(['engine/handle.ts', 'account/session.ts', 'backoffice/jobs/engine.ts']));
  });

  it.each(files)('%s: no message ends in 합니다체', (file) => {
    expect(formalLines(file).filter((line) => !isAuthored(file, line))).toEqual([]);
  });

  it.each(authoredData)('$file still holds the data it is allowed for ($writer)', ({ file, only }) => {
    const lines = formalLines(file);
    if (only === undefined) expect(lines.length).toBeGreaterThan(0);
    else for (const text of only) expect(lines.some((line) => line.includes(text))).toBe(true);
  });
});
