/**
 * Community journeys in the built app against the mock HTTP server (issue 8): a learner writes a
 * review, edits it, favourites another; asks a question with an image, edits it and deletes it.
 * Every page passes axe.
 */
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs } from '../support/session';

/** A 1×1 PNG the learner attaches. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'learner');
});

test('a learner writes a review, edits it and favourites another', async ({ page }) => {
  await page.goto('/app/klass/klass-001/community?tab=reviews');
  const reviews = page.getByRole('list', { name: '수강 후기' });
  await expect(reviews).toBeVisible();
  await expectNoAxeViolations(page);

  // Write: a new review starts at 5 stars, submit waits for an edit (learner.md §4).
  await page.getByRole('button', { name: '후기 쓰기' }).click();
  let dialog = page.getByRole('dialog', { name: '후기 쓰기' });
  await expect(dialog.getByRole('radio', { name: '5점' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: '등록' })).toBeDisabled();
  await dialog.getByLabel('후기 내용').fill('차근차근 설명해 주셔서 좋았어요.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('후기가 등록되었어요.')).toBeVisible();
  await expect(reviews.getByText('차근차근 설명해 주셔서 좋았어요.')).toBeVisible();

  // Edit: the dialog opens on the existing rating and text; saving updates it.
  await page.getByRole('button', { name: '후기 쓰기' }).click();
  dialog = page.getByRole('dialog', { name: '후기 수정' });
  await expect(dialog.getByLabel('후기 내용')).toHaveValue('차근차근 설명해 주셔서 좋았어요.');
  await dialog.getByRole('radio', { name: '4점' }).click();
  await dialog.getByLabel('후기 내용').fill('차근차근 설명해 주셔서 좋았어요. 예제가 조금 더 있으면 좋겠어요.');
  await dialog.getByRole('button', { name: '수정' }).click();
  await expect(page.getByText('후기가 수정되었어요.')).toBeVisible();
  const mine = reviews.getByRole('article').filter({ hasText: '내 후기' });
  await expect(mine).toContainText('예제가 조금 더 있으면 좋겠어요.');
  await expect(mine.getByRole('img', { name: '5점 만점에 4점' })).toBeVisible();

  // Favourite someone else's review.
  const candidate = reviews
    .getByRole('article')
    .filter({ hasNotText: '내 후기' })
    .filter({ has: page.getByRole('button', { pressed: false }) })
    .first();
  // Pinned by its author, so the locator keeps pointing at it once it is favourited.
  const author = (await candidate.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const other = reviews.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: author }) });
  const favourite = other.getByRole('button', { name: /^추천/ });
  const before = Number((await favourite.textContent())?.match(/\d+/)?.[0]);
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(favourite).toHaveText(`추천 ${before + 1}`);
  await expectNoAxeViolations(page);
});

test('a learner asks a question with an image, edits it and deletes it', async ({ page }) => {
  await page.goto('/app/klass/klass-001/community?tab=questions');
  const questions = page.getByRole('list', { name: '질문' });
  await expect(questions).toBeVisible();
  await expectNoAxeViolations(page);

  // Ask with an image: the upload shows as a thumbnail before sending.
  await page.getByRole('button', { name: '질문하기' }).click();
  let dialog = page.getByRole('dialog', { name: '질문하기' });
  await dialog.getByLabel('질문 내용').fill('실습 결과 화면을 첨부했어요. 어디가 틀렸을까요?');
  await dialog.getByLabel('이미지 첨부').setInputFiles({ name: 'result.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('질문이 등록되었어요.')).toBeVisible();
  const asked = questions.getByRole('article').filter({ hasText: '실습 결과 화면을 첨부했어요.' });
  await expect(asked.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();

  // Edit: remove the image, change the text.
  await asked.getByRole('button', { name: '수정' }).click();
  dialog = page.getByRole('dialog', { name: '질문 수정' });
  await dialog.getByRole('button', { name: '첨부 이미지 1 삭제' }).click();
  await dialog.getByLabel('질문 내용').fill('실습 결과가 강의와 달라요. 해결했어요!');
  await dialog.getByRole('button', { name: '수정' }).click();
  await expect(page.getByText('질문이 수정되었어요.')).toBeVisible();
  const edited = questions.getByRole('article').filter({ hasText: '실습 결과가 강의와 달라요. 해결했어요!' });
  await expect(edited).toContainText('수정됨');
  await expect(edited.getByRole('img')).toHaveCount(0);

  // Delete with a confirmation.
  await edited.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '질문을 삭제할까요?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('질문이 삭제되었어요.')).toBeVisible();
  await expect(questions.getByText('실습 결과가 강의와 달라요. 해결했어요!')).toHaveCount(0);
});
