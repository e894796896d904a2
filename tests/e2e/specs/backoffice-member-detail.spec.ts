/**
 * A member's detail in a real browser (issue 16 "What it must show": the operator finds a member
 * by phone, edits the name and adds a memo, adds them to a group), the built app against the mock
 * HTTP server seeded with 10,000 members: the phone search in the member list leads to the
 * detail; the new name is saved (and the page's title follows); a memo is added with who wrote it;
 * the member is put in a group whose member list then shows them. The detail page's axe check is
 * its stories' (every state of MemberDetailPage.stories.tsx runs axe): here it would double the
 * journey's time for nothing new.
 */
import { copy } from '@app/shared/copy';
import { logInWithPair } from '../support/session';
import { expect, test } from '../support/test';

const text = copy.backofficeMemberDetail;
const list = copy.backofficeMemberList;
const groups = copy.backofficeMembers;
/** A seeded member in no group (mocks/backoffice/members/seed.ts memberFixtures.outsider). */
const OUTSIDER = { name: '정바깥', phone: '01090000100' };
const RENAMED = '정바깥쪽';
const BETA = { key: 'grp-beta', name: '베타 테스터' };

test.use({ scenario: 'operator' });

test('find a member by phone, rename them, add a memo and put them in a group', async ({ page, scenarioSession }) => {
  await logInWithPair(page, scenarioSession);
  await page.goto(`/admin/members?q=${OUTSIDER.phone}`);
  await page.getByRole('table', { name: list.listCaption }).getByRole('link', { name: OUTSIDER.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.pageTitle(OUTSIDER.name) })).toBeVisible();

  const basic = page.getByRole('region', { name: text.basicTitle });
  await basic.getByLabel(text.nameLabel).fill(RENAMED);
  await basic.getByRole('button', { name: text.saveBasic }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.pageTitle(RENAMED) })).toBeVisible();

  const memos = page.getByRole('region', { name: text.memosTitle });
  await memos.getByLabel(text.memoLabel).fill('전화 상담: 단체 수강 문의');
  await memos.getByRole('button', { name: text.addMemo }).click();
  await expect(memos.getByRole('listitem').filter({ hasText: '전화 상담: 단체 수강 문의' })).toContainText('강운영');

  const memberGroups = page.getByRole('region', { name: text.groupsTitle });
  await memberGroups.getByLabel(text.groupPick).selectOption({ label: BETA.name });
  await memberGroups.getByRole('button', { name: text.addToGroup }).click();
  await memberGroups.getByRole('link', { name: BETA.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: BETA.name })).toBeVisible();
  await page.getByRole('searchbox', { name: groups.searchFilter }).fill(RENAMED);
  await expect(page.getByRole('table', { name: groups.membersCaption }).getByText(RENAMED)).toBeVisible();
});
