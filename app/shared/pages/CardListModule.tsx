/**
 * The card list modules on the learner site (issue 41): KlassList, TitleCardList, PosterCardList,
 * BasicCardList, BookCardList and GoodsCardList — one list of cards, each kind its own shape (a
 * class's 16:9 cover, a poster's and a book's tall one, goods square, a title card with its words
 * first). Every card opens the item's public page; its price is said as §9 says (free, won, or
 * nothing when the display mode hides it). A cover's box is its ratio before the image comes.
 */
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { itemPathOf, type CardItem, type CardListKind, type ModuleOf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { Link as RouterLink } from 'react-router-dom';
import { ModuleHeading } from './ModuleHeading';

const text = copy.sitePages;

const ratios: Record<CardListKind, string> = {
  KlassList: '16 / 9',
  TitleCardList: '16 / 9',
  PosterCardList: '2 / 3',
  BasicCardList: '4 / 3',
  BookCardList: '3 / 4',
  GoodsCardList: '1 / 1',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @container page (min-width: 900px) {
    grid-template-columns: repeat(var(--columns, 4), minmax(0, 1fr));
  }
`;

const CardLink = styled(RouterLink)`
  display: grid;
  gap: ${vars.space[2]};
  color: inherit;
  text-decoration: none;
  border-radius: ${vars.radius.md};
  &:hover strong { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${vars.color.focusRing}; outline-offset: 2px; }
  img, .cover {
    display: block;
    width: 100%;
    aspect-ratio: var(--cover-ratio);
    object-fit: cover;
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceSunken};
  }
  strong { font-size: ${vars.font.sizeMd}; line-height: ${vars.font.lineHeightTight}; overflow-wrap: anywhere; }
  span { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
  &[data-kind='TitleCardList'] {
    padding: ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    strong { font-size: ${vars.font.sizeLg}; order: -1; }
  }
`;

function Card({ card, kind }: { card: CardItem; kind: CardListKind }) {
  const price = formatPrice(card.price, card.priceDisplayMode);
  return (
    <li>
      <CardLink to={itemPathOf(card.type, card.itemKey)} data-kind={kind}>
        {card.coverImageUrl ? <img src={card.coverImageUrl} alt="" loading="lazy" decoding="async" /> : <div className="cover" />}
        <strong>{card.title}</strong>
        {price !== null && <span>{price}</span>}
      </CardLink>
    </li>
  );
}

export function CardListModule({ module, headingLevel }: { module: ModuleOf<CardListKind>; headingLevel: 2 | 3 }) {
  const columns = module.kind === 'PosterCardList' || module.kind === 'BookCardList' ? 5 : 4;
  return (
    <section data-module={module.kind} style={{ ['--cover-ratio' as string]: ratios[module.kind], ['--columns' as string]: columns }}>
      <ModuleHeading level={headingLevel}>{module.title}</ModuleHeading>
      {module.items.length === 0 ? (
        <p>{text.cardsEmpty}</p>
      ) : (
        <List>
          {module.items.map((card) => (
            <Card key={`${card.type}:${card.itemKey}`} card={card} kind={module.kind} />
          ))}
        </List>
      )}
    </section>
  );
}
