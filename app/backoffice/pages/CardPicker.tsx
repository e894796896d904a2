/**
 * A card list's cards (issue 41): the ones chosen, in their order (the reorder kit's 위로 / 아래로,
 * said in the live region, the focus kept on the moved card; 삭제), and a search of the catalogue for
 * more — by title, item key or initial consonants (ㄷㅇㅌ), only shown items on sale of the types
 * the list holds (a class list classes, a book list books). A search waits for a syllable still
 * being composed and for a pause in typing, so it asks once per word, not once per jamo. Items are
 * named as a person reads them (cardNames.ts): title, type and price, never the stored key.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Select } from '@ds/components/Select';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import { CARDS_MAX } from '@app/shared/api/contract/adminPageRules';
import { cardTypesOf, type CardItem, type CardListKind, type ModuleOf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { LiveAnnouncement, useAnnouncer } from '../kit/editor/LiveAnnouncement';
import { MoveButtons } from '../kit/reorder/MoveButtons';
import { ReorderItem } from '../kit/reorder/ReorderItem';
import { moveItem } from '../kit/reorder/reorderMath';
import { useReorderList } from '../kit/reorder/useReorderList';
import { cardKey, cardNames, type CardName } from './cardNames';
import { pageItemsQuery } from './pageApi';

const text = copy.backofficePages;

const Cards = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[1]};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[1]} ${vars.space[2]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  li > span { flex: 1 1 10rem; overflow-wrap: anywhere; }
  small { color: ${vars.color.textMuted}; }
`;

const Results = styled(Cards)`
  max-height: 20rem;
  overflow-y: auto;
`;

const Box = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  p { margin: 0; }
`;

const same = (a: CardItem, b: { type: CatalogueType; itemKey: string }) => a.type === b.type && a.itemKey === b.itemKey;

export function CardPicker({ module, problem, onChange }: { module: ModuleOf<CardListKind>; problem: string | undefined; onChange: (next: ModuleOf<CardListKind>) => void }) {
  const types = cardTypesOf[module.kind];
  const [type, setType] = useState<CatalogueType | 'ALL'>('ALL');
  const [typed, setTyped] = useState('');
  const [composing, setComposing] = useState(false);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const wanted = type === 'ALL' ? types : [type];
  const results = useQuery(pageItemsQuery(wanted, deferred.trim()));
  const announcer = useAnnouncer();
  const timer = useRef<number | undefined>(undefined);
  const headingId = useId();
  const items = module.items;
  const full = items.length >= CARDS_MAX;
  const found = results.data?.items ?? [];
  const names = cardNames([...items, ...found]);
  const nameOf = (item: CardItem): CardName => names.get(cardKey(item)) ?? { name: item.title, detail: '' };

  const search = (value: string, stillComposing: boolean) => {
    setTyped(value);
    window.clearTimeout(timer.current);
    if (stillComposing) return;
    timer.current = window.setTimeout(() => setQuery(value), 300);
  };

  const reorder = useReorderList({
    items,
    keyOf: cardKey,
    nameOf: (card) => nameOf(card).name,
    words: { moveUp: text.moveCardUp, moveDown: text.moveCardDown },
    announcer,
    onMove: (from, to) => onChange({ ...module, items: [...moveItem(items, from, to)] }),
  });

  return (
    <Box>
      <h3 id={headingId}>
        {text.cardsTitle} ({text.cardsCount(items.length, CARDS_MAX)})
      </h3>
      {problem && <p role="alert">{problem}</p>}
      {items.length === 0 ? (
        <p>{text.cardsNone}</p>
      ) : (
        <Cards aria-labelledby={headingId}>
          {items.map((card, index) => {
            const { name, detail } = nameOf(card);
            return (
              <ReorderItem key={cardKey(card)} list={reorder} itemKey={cardKey(card)}>
                <span>
                  {card.title} <small>{detail}</small>
                </span>
                <MoveButtons list={reorder} itemKey={cardKey(card)} name={name} canUp={index > 0} canDown={index < items.length - 1} />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={text.removeCard(name)}
                  onClick={() => {
                    onChange({ ...module, items: items.filter((each) => !same(each, card)) });
                    announcer.announce(text.cardRemoved(name));
                  }}
                >
                  {text.remove}
                </Button>
              </ReorderItem>
            );
          })}
        </Cards>
      )}
      {types.length > 1 && (
        <Select
          label={text.filterType}
          value={type}
          options={[{ value: 'ALL', label: types.map((each) => text.cardTypes[each]).join(', ') }, ...types.map((each) => ({ value: each, label: text.cardTypes[each] }))]}
          onChange={(event) => setType(types.find((each) => each === event.target.value) ?? 'ALL')}
        />
      )}
      <TextField
        label={text.searchCards}
        hint={text.searchHint}
        type="search"
        value={typed}
        onChange={(event) => search(event.target.value, composing)}
        onCompositionStart={() => setComposing(true)}
        onCompositionEnd={(event) => {
          setComposing(false);
          search(event.currentTarget.value, false);
        }}
      />
      {results.isError ? (
        <p role="alert">{text.searchFailed}</p>
      ) : results.data ? (
        results.data.items.length === 0 ? (
          <p>{text.searchEmpty}</p>
        ) : (
          <>
            <p aria-live="polite">{text.searchResults(results.data.items.length, results.data.totalCount)}</p>
            {full && <p>{text.cardsFull(CARDS_MAX)}</p>}
            <Results aria-label={text.resultsLabel}>
              {results.data.items.map((item) => {
                const picked = items.some((card) => same(card, item));
                const { name, detail } = nameOf(item);
                return (
                  <li key={cardKey(item)}>
                    <span>
                      {item.title} <small>{detail}</small>
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={picked ? text.cardPickedNamed(name) : text.addCard(name)}
                      disabled={picked || full}
                      onClick={() => {
                        onChange({ ...module, items: [...items, { ...item }] });
                        announcer.announce(text.cardAdded(name));
                      }}
                    >
                      {picked ? text.cardPicked : text.cardAdd}
                    </Button>
                  </li>
                );
              })}
            </Results>
          </>
        )
      ) : null}
      <LiveAnnouncement announcer={announcer} />
    </Box>
  );
}
