/**
 * What an assignment can give (issue 29), over the one catalogue (issue 28): the inventory's
 * classes, courses and packages (issue 40) and the catalogue's passes, as the picker lists them — with whether the
 * catalogue sells each now (`onSale`: shown, on sale, inside its sale period), which the picker's
 * "on sale" filter reads — and whether a job may go on giving it (a class or course CLOSED part-way
 * fails the job).
 */
import type { AssignmentTarget, TargetRef } from '@app/shared/api/contract/adminAssignment';
import type { CatalogueSale } from '@app/shared/api/contract/adminCatalogue';
import { isPurchasable, seededCategories } from '@app/shared/api/contract/adminCatalogueWords';
import type { ProductRecord } from '@mocks/backoffice/catalogue/collections';
import { db } from '@mocks/db/database';
import { MockError } from '@mocks/engine/MockError';
import { settings } from '@mocks/engine/settings';
import type { CourseRecord, KlassRecord, PackageRecord } from '@mocks/inventory/collections';

/** A course's tickets run this long (a course record keeps no period of its own). */
export const COURSE_PERIOD_DAYS = 365;

const count = (value: number) => value.toLocaleString('ko-KR');

const passCategories: ReadonlyMap<string, string> = new Map(seededCategories.PASS.map((category) => [category.categoryKey, category.name]));

function onSale(sale: CatalogueSale, now: number): boolean {
  return sale.displayState === 'SHOW' && isPurchasable(sale, now);
}

function klassTarget(klass: KlassRecord, now: number): AssignmentTarget {
  return {
    targetType: 'KLASS',
    targetId: klass.klassId,
    title: klass.title,
    detail: klass.masterName,
    periodDays: klass.periodDays,
    onSale: onSale(klass.catalogue, now),
  };
}

function courseTarget(course: CourseRecord, now: number): AssignmentTarget {
  return {
    targetType: 'COURSE',
    targetId: course.courseId,
    title: course.title,
    detail: `클래스 ${count(course.items.length)}개`,
    periodDays: COURSE_PERIOD_DAYS,
    onSale: onSale(course.catalogue, now),
  };
}

/** A package's tickets run as long as its longest class's (a package keeps no period of its own). */
function packageTarget(bundle: PackageRecord, now: number): AssignmentTarget {
  const periods = db.klasses.findMany((q) => q.where((klass) => bundle.klassIds.includes(klass.klassId))).map((klass) => klass.periodDays);
  return {
    targetType: 'PACKAGE',
    targetId: bundle.packageId,
    title: bundle.title,
    detail: `클래스 ${count(bundle.klassIds.length)}개`,
    periodDays: periods.length > 0 ? Math.max(...periods) : COURSE_PERIOD_DAYS,
    onSale: onSale(bundle.catalogue, now),
  };
}

function passTarget(pass: ProductRecord, now: number): AssignmentTarget {
  return {
    targetType: 'PASS',
    targetId: pass.itemKey,
    title: pass.title,
    detail: passCategories.get(pass.catalogue.categoryKey) ?? '이용권',
    periodDays: pass.periodDays ?? COURSE_PERIOD_DAYS,
    onSale: onSale(pass.catalogue, now),
  };
}

const findPass = (itemKey: string) => db.catalogueProducts.findFirst((q) => q.where({ itemKey, type: 'PASS' }));
const findPackage = (packageId: string) => db.packages.findFirst((q) => q.where({ packageId }));

/** The class, course or pass of a reference; 404 when it is gone. */
export function requireTarget(ref: TargetRef): AssignmentTarget {
  const now = settings.now();
  switch (ref.targetType) {
    case 'KLASS': {
      const klass = db.klasses.findFirst((q) => q.where({ klassId: ref.targetId }));
      if (!klass) throw new MockError('notFound', '클래스를 찾을 수 없어요.', { targetId: ref.targetId });
      return klassTarget(klass, now);
    }
    case 'COURSE': {
      const course = db.courses.findFirst((q) => q.where({ courseId: ref.targetId }));
      if (!course) throw new MockError('notFound', '코스를 찾을 수 없어요.', { targetId: ref.targetId });
      return courseTarget(course, now);
    }
    case 'PACKAGE': {
      const bundle = findPackage(ref.targetId);
      if (!bundle) throw new MockError('notFound', '패키지를 찾을 수 없어요.', { targetId: ref.targetId });
      return packageTarget(bundle, now);
    }
    case 'PASS': {
      const pass = findPass(ref.targetId);
      if (!pass) throw new MockError('notFound', '이용권을 찾을 수 없어요.', { targetId: ref.targetId });
      return passTarget(pass, now);
    }
  }
}

/** One collator for every comparison: `localeCompare(…, 'ko')` builds one per call (seconds over 10,000 titles). */
const byKoreanTitle = new Intl.Collator('ko');

function targetsOf(targetType: TargetRef['targetType'], now: number): AssignmentTarget[] {
  switch (targetType) {
    case 'KLASS':
      return db.klasses.findMany((q) => q.where((klass) => klass.status !== 'CLOSED')).map((klass) => klassTarget(klass, now));
    case 'COURSE':
      return db.courses.findMany((q) => q.where((course) => course.status !== 'CLOSED')).map((course) => courseTarget(course, now));
    case 'PACKAGE':
      // A package with no classes yet gives nothing.
      return db.packages.findMany((q) => q.where((bundle) => bundle.klassIds.length > 0)).map((bundle) => packageTarget(bundle, now));
    case 'PASS':
      return db.catalogueProducts.findMany((q) => q.where({ type: 'PASS' })).map((pass) => passTarget(pass, now));
  }
}

/**
 * Every class, course, package (with classes) or pass that can still be given (not CLOSED; every pass), by title: what the
 * picker offers, each saying whether it sells now. Read in one pass over the records (10,000
 * classes with the catalogue's seed), never one lookup per class.
 */
export function operatingTargets(targetType: TargetRef['targetType']): AssignmentTarget[] {
  const now = settings.now();
  const targets = targetsOf(targetType, now);
  return targets.sort((a, b) => byKoreanTitle.compare(a.title, b.title));
}

/**
 * Whether a job may go on giving the target: false once a class or course is CLOSED, or it is
 * gone. Merely hidden or off sale it can still be given (an operator may give what the shop does
 * not sell: the picker marks it); a pass has no CLOSED state, so it is given while it exists.
 */
export function targetStillGiven(ref: TargetRef): boolean {
  switch (ref.targetType) {
    case 'KLASS': {
      const klass = db.klasses.findFirst((q) => q.where({ klassId: ref.targetId }));
      return klass !== undefined && klass.status !== 'CLOSED';
    }
    case 'COURSE': {
      const course = db.courses.findFirst((q) => q.where({ courseId: ref.targetId }));
      return course !== undefined && course.status !== 'CLOSED';
    }
    case 'PACKAGE':
      return findPackage(ref.targetId) !== undefined;
    case 'PASS':
      return findPass(ref.targetId) !== undefined;
  }
}
