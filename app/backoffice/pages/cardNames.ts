/**
 * How the card picker names a catalogue item (issue 41, the review by hand): by the title a person
 * reads, never by its stored key, with its type and price beside it. Two items in view may share a
 * title (a class and the course built on it, a book and its second edition): then each one's name
 * carries its type and price too ("실전 데이터 분석 (클래스 · 5,000원)"), so the buttons "… 추가",
 * "… 위로" and the live region never say the same words for two different cards; when even type
 * and price agree, the name ends with its place among them. Framework-free (cardNames.test.ts).
 */
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import type { CardItem } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';

const text = copy.backofficePages;

type Named = Pick<CardItem, 'type' | 'itemKey' | 'title' | 'price' | 'priceDisplayMode'>;

export const cardKey = (item: { type: CatalogueType; itemKey: string }) => `${item.type}:${item.itemKey}`;

/** What is shown beside a title: its type and its price as the learner site shows it. */
export function cardDetail(item: Named): string {
  return [text.cardTypes[item.type], formatPrice(item.price, item.priceDisplayMode) ?? text.priceHidden].join(' · ');
}

export interface CardName {
  /** What buttons and the live region say: the title, with the detail when another item has the title. */
  name: string;
  /** What is shown beside the title: the detail, with the place among same-detail twins. */
  detail: string;
}

/**
 * Each item's name by its key (`cardKey`), among all of `items` (the chosen cards and the search's
 * results together, so an item reads the same in both): the title alone when no other item has it,
 * else the title with its detail, and its place among those whose detail is the same too.
 */
export function cardNames(items: readonly Named[]): Map<string, CardName> {
  const byTitle = new Map<string, Named[]>();
  const unique = new Map(items.map((item) => [cardKey(item), item]));
  for (const item of unique.values()) {
    const title = item.title.trim();
    byTitle.set(title, [...(byTitle.get(title) ?? []), item]);
  }
  const names = new Map<string, CardName>();
  for (const [title, same] of byTitle) {
    if (same.length === 1) {
      for (const item of same) names.set(cardKey(item), { name: title, detail: cardDetail(item) });
      continue;
    }
    const seen = new Map<string, number>();
    const details = same.map(cardDetail);
    same.forEach((item, index) => {
      const detail = details[index] ?? '';
      const twins = details.filter((each) => each === detail).length;
      const place = (seen.get(detail) ?? 0) + 1;
      seen.set(detail, place);
      const shown = twins > 1 ? text.cardDetailNumbered(detail, place) : detail;
      names.set(cardKey(item), { name: text.cardNamed(title, shown), detail: shown });
    });
  }
  return names;
}
