/**
 * `/items/:type/:itemKey`: one catalogue item as a visitor reads it (learner.md §1 "visitors can
 * browse"; issue 41), what every card of a card list opens: its title, cover, description, price
 * as §9 says (free, won, or nothing when its display mode hides it), a class's chapters as an
 * outline, and the way in for a learner who owns it (the class room of their ticket) or the login
 * for a visitor. An item hidden or stopped in the catalogue is not shown. A book or goods item
 * with no unit left says 품절 beside its price, and goods with options say which are (issue 40).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { EmptyState } from '@ds/components/EmptyState';
import { ErrorState } from '@ds/components/ErrorState';
import { Image } from '@ds/components/Image';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { up } from '@ds/tokens/breakpoints';
import { vars } from '@ds/tokens/vars';
import { StatusLabel } from '@ds/components/StatusLabel';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { CatalogueType } from '@app/shared/api/contract/adminCatalogueTypes';
import type { PublicItemStock } from '@app/shared/api/contract/sitePage';
import { publicItemQuery } from '@app/shared/api/endpoints/sitePage';
import { copy } from '@app/shared/copy';
import { formatPrice } from '@app/shared/lib/format/price';
import { loginPathFor } from '@app/shared/auth/returnTarget';
import { useSession } from '@app/shared/session/react';
import { klassRoomPath } from '@app/learner/classes/paths';

const text = copy.sitePages;

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  ${up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size2xl};
  line-height: ${vars.font.lineHeightTight};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Price = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Outline = styled.ol`
  margin: 0;
  padding-left: ${vars.space[5]};
  display: grid;
  gap: ${vars.space[2]};
  span { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; margin-left: ${vars.space[2]}; }
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  li[data-sold-out='true'] { color: ${vars.color.textMuted}; }
`;

/** The options of goods with options, each said on sale or 품절 in words (not by colour alone). */
function OptionStock({ options }: { options: PublicItemStock['options'] }) {
  if (options.length === 0) return null;
  return (
    <section aria-labelledby="item-options">
      <Stack gap={2}>
        <h2 id="item-options">{text.optionsTitle}</h2>
        <Options>
          {options.map((option) => (
            <li key={option.name} data-sold-out={option.soldOut || undefined}>
              {option.name}
              <StatusLabel tone={option.soldOut ? 'neutral' : 'success'}>{option.soldOut ? text.optionSoldOut : text.optionInStock}</StatusLabel>
            </li>
          ))}
        </Options>
      </Stack>
    </section>
  );
}

// The copy names every type, so the learner page needs no back-office module to know them.
const isCatalogueType = (value: string): value is CatalogueType => Object.hasOwn(text.itemTypes, value);

function Item({ type, itemKey }: { type: CatalogueType; itemKey: string }) {
  const session = useSession();
  const location = useLocation();
  const item = useQuery(publicItemQuery(type, itemKey, session.isAuthenticated));
  if (item.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
        <Skeleton variant="rect" height="360px" />
      </div>
    );
  }
  if (item.isError) {
    return isApiError(item.error) && item.error.status === 404 ? (
      <EmptyState headingLevel={2} title={text.itemNotFound} action={<Link to="/">{text.goHome}</Link>} />
    ) : (
      <ErrorState headingLevel={2} title={text.itemFailed} onRetry={() => void item.refetch()} retryLabel={copy.common.retry} />
    );
  }
  const data = item.data;
  const price = formatPrice(data.price, data.priceDisplayMode);
  return (
    <Layout>
      <Image src={data.coverImageUrl} alt={text.coverAlt(data.title)} ratio={type === 'BOOK' ? '3:4' : type === 'GOODS' ? '1:1' : '16:9'} rounded />
      <Stack gap={4}>
        <Muted>{text.itemTypes[data.type]}</Muted>
        <Title>{data.title}</Title>
        {(price !== null || data.stock?.soldOut) && (
          <PriceRow>
            {price !== null && (
              <Price>
                <VisuallyHidden>{text.priceLabel} </VisuallyHidden>
                {price}
              </Price>
            )}
            {data.stock?.soldOut ? <StatusLabel tone="danger">{text.soldOut}</StatusLabel> : null}
          </PriceRow>
        )}
        {data.stock?.soldOut ? <Muted>{text.soldOutNote}</Muted> : null}
        {data.stock ? <OptionStock options={data.stock.options} /> : null}
        {data.ownedTicketKey !== null ? (
          <Stack gap={2}>
            <Muted>{text.ownedNote}</Muted>
            <Link to={klassRoomPath(data.itemKey, data.ownedTicketKey)}>{text.enterOwned}</Link>
          </Stack>
        ) : (
          !session.isAuthenticated && <Link to={loginPathFor(location)}>{text.loginToLearn}</Link>
        )}
        <Description>{data.description || text.noDescription}</Description>
        {data.chapters.length > 0 && (
          <section aria-labelledby="item-chapters">
            <h2 id="item-chapters">{text.chaptersTitle}</h2>
            <Outline>
              {data.chapters.map((chapter, index) => (
                <li key={index}>
                  {chapter.title}
                  <span>{text.chapterLessons(chapter.lessonCount)}</span>
                </li>
              ))}
            </Outline>
          </section>
        )}
      </Stack>
    </Layout>
  );
}

export function ItemPage() {
  const { type = '', itemKey = '' } = useParams();
  if (!isCatalogueType(type)) return <EmptyState headingLevel={2} title={text.itemNotFound} action={<Link to="/">{text.goHome}</Link>} />;
  return <Item key={`${type}:${itemKey}`} type={type} itemKey={itemKey} />;
}
