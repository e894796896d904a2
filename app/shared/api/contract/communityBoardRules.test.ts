/**
 * Who may write on a general board (backoffice.md §3 "Board item: … permission"; issue 42): an
 * operator always; a learner by the board's permission — never on "운영자만", with a class ticket
 * on "수강생만", always on "회원 모두"; and a board item's files (§3 "attachments, … image"): the
 * kinds and sizes an attachment and an image may have, each refusal in words that name the file.
 */
import { describe, expect, it } from 'vitest';
import {
  attachmentProblem,
  BOARD_ATTACHMENT_MAX_BYTES,
  BOARD_IMAGE_MAX_BYTES,
  boardFileMessages,
  boardImageProblem,
} from './adminBoardRules';
import { mayWriteOnBoard } from './communityBoardRules';

describe('mayWriteOnBoard: the board’s write permission', () => {
  const learner = { isOperator: false, enrolled: false };
  const enrolled = { isOperator: false, enrolled: true };
  const operator = { isOperator: true, enrolled: false };

  it('“운영자만”: operators write, no learner does, enrolled or not', () => {
    expect(mayWriteOnBoard('OPERATOR', operator)).toBe(true);
    expect(mayWriteOnBoard('OPERATOR', enrolled)).toBe(false);
    expect(mayWriteOnBoard('OPERATOR', learner)).toBe(false);
  });

  it('“수강생만”: a learner holding a class ticket writes, one holding none does not', () => {
    expect(mayWriteOnBoard('ENROLLED', enrolled)).toBe(true);
    expect(mayWriteOnBoard('ENROLLED', learner)).toBe(false);
    expect(mayWriteOnBoard('ENROLLED', operator)).toBe(true);
  });

  it('“회원 모두”: every signed-in member writes', () => {
    expect(mayWriteOnBoard('MEMBER', learner)).toBe(true);
    expect(mayWriteOnBoard('MEMBER', enrolled)).toBe(true);
  });
});

describe('a board item’s files', () => {
  it('takes documents, Hangul files, sheets, archives and pictures as attachments up to 20 MB, by name whatever the case', () => {
    for (const fileName of ['안내.pdf', '계획서.HWP', '명단.xlsx', '자료.zip', '사진.jpeg', '메모.txt']) expect(attachmentProblem({ fileName, size: 1024 })).toBeNull();
    expect(attachmentProblem({ fileName: '큰 파일.pdf', size: BOARD_ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('refuses a program, a page or a script, and a file over 20 MB, naming the file', () => {
    for (const fileName of ['setup.exe', '페이지.html', 'run.js', '그림.svg', '이름없음']) expect(attachmentProblem({ fileName, size: 10 })).toBe(boardFileMessages.attachmentType(fileName));
    expect(attachmentProblem({ fileName: '큰 파일.pdf', size: BOARD_ATTACHMENT_MAX_BYTES + 1 })).toBe(boardFileMessages.attachmentSize('큰 파일.pdf'));
  });

  it('an image is a PNG, JPEG, GIF or WEBP by its stored type and its name, up to 10 MB; an SVG may carry script', () => {
    expect(boardImageProblem({ fileName: '배너.png', contentType: 'image/png', size: BOARD_IMAGE_MAX_BYTES })).toBeNull();
    expect(boardImageProblem({ fileName: '배너.webp', contentType: 'image/webp; charset=binary', size: 10 })).toBeNull();
    expect(boardImageProblem({ fileName: '그림.svg', contentType: 'image/svg+xml', size: 10 })).toBe(boardFileMessages.imageType);
    expect(boardImageProblem({ fileName: '배너.png', contentType: 'text/html', size: 10 })).toBe(boardFileMessages.imageType);
    expect(boardImageProblem({ fileName: '배너.png', contentType: 'image/png', size: BOARD_IMAGE_MAX_BYTES + 1 })).toBe(boardFileMessages.imageSize);
  });
});
