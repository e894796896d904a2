/**
 * The completion certificate in the built app (spec learner.md §2, §9): from my classes the
 * certification dialog previews it, naming the class, and 인쇄하기 opens the print page in a new
 * tab; a course offers it only once every class of it is complete; the print page, printed to PDF
 * by Chromium, is exactly one A4 page.
 */
import { copy } from '@app/shared/copy';
import { expectNoAxeViolations } from '../support/axe';
import { logInAs } from '../support/session';
import { expect, test } from '../support/test';

/** A4 in PDF points: 210 mm × 297 mm. */
const A4_POINTS = { width: 595.28, height: 841.89 };

function pdfPages(pdf: Buffer): Array<{ width: number; height: number }> {
  const text = pdf.toString('latin1');
  const pageObjects = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  expect(boxes.length).toBeGreaterThan(0);
  return pageObjects.map((_, index) => {
    const box = boxes[Math.min(index, boxes.length - 1)];
    if (!box) throw new Error('no MediaBox in the PDF');
    return { width: Number(box[3]) - Number(box[1]), height: Number(box[4]) - Number(box[2]) };
  });
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/(www\.googletagmanager\.com|cdn\.channel\.io)\//, (route) => route.abort());
  await logInAs(page, 'learner');
});

test('the certification dialog previews the certificate and 인쇄하기 opens the print page', async ({ page, context }) => {
  await page.goto('/app/user/klasses');
  await page.getByRole('button', { name: '주식 투자 기초 수료증 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '수료증' });
  const preview = dialog.getByRole('figure', { name: '수료증 미리보기' });
  await expect(preview.getByText('김하늘')).toBeVisible();
  // It names the class completed.
  await expect(preview.getByText('주식 투자 기초')).toBeVisible();
  // "Certificate preview 600 px wide"
  expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(600);
  await expectNoAxeViolations(page);

  const [printTab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: '인쇄하기' }).click(),
  ]);
  await printTab.waitForLoadState();
  expect(new URL(printTab.url()).pathname + new URL(printTab.url()).search).toBe(
    '/app/user/klasses/certification?key=kt-stopped&type=KLASS',
  );
  await expect(printTab.getByTestId('certificate-sheet').getByText('김하늘')).toBeVisible();
  // Outside the site chrome: no top bar, no footer.
  await expect(printTab.getByRole('banner')).toHaveCount(0);
  await expect(printTab.getByRole('contentinfo')).toHaveCount(0);
});

test('a course offers its certificate only once every class of it is complete, and the certificate names the course', async ({ page }) => {
  await page.goto('/app/user/klasses');
  // A class in progress offers none.
  await expect(page.getByRole('button', { name: copy.classes.enterKlassNamed('실전 데이터 분석 입문') })).toBeVisible();
  await expect(page.getByRole('button', { name: '실전 데이터 분석 입문 수료증 보기' })).toHaveCount(0);
  // The running course with classes not complete offers none either.
  await page.getByRole('tab', { name: copy.classes.tabCourses }).click();
  await expect(page.getByRole('button', { name: '풀스택 개발자 코스 자세히 보기' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '풀스택 개발자 코스 수료증 보기' })).toHaveCount(0);
  await page.getByRole('button', { name: '직장인 실무 역량 코스 수료증 보기' }).click();
  const preview = page.getByRole('dialog', { name: '수료증' }).getByRole('figure', { name: '수료증 미리보기' });
  await expect(preview.getByText('직장인 실무 역량 코스')).toBeVisible();
  await expect(preview.getByText('코스 수료증')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the print page prints to exactly one A4 page', async ({ page }) => {
  await page.goto('/app/user/klasses/certification?key=kt-stopped&type=KLASS');
  const sheet = page.getByTestId('certificate-sheet');
  await expect(sheet.getByText('김하늘')).toBeVisible();
  await expectNoAxeViolations(page);
  // Logo 250×40 at 10% opacity and seal 70×70 on the 600 px design.
  await expect(sheet.locator('[data-key="logo"]')).toHaveCSS('opacity', '0.1');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(1);
  expect(pages[0]?.width).toBeCloseTo(A4_POINTS.width, 0);
  expect(pages[0]?.height).toBeCloseTo(A4_POINTS.height, 0);
});

test('the print page of a certificate without a layout says there is nothing to show', async ({ page }) => {
  await page.goto('/app/user/klasses/certification?key=kt-end-of-term&type=KLASS');
  await expect(page.getByRole('heading', { name: '표시할 정보가 없어요' })).toBeVisible();
});
