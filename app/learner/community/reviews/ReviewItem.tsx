/**
 * One review in the list: stars, author, date, the learner's own mark, the text, the reply an
 * operator wrote under it (issue 42; stored HTML, shown only through the sanitiser), and the
 * favourite toggle with its count (visitors are asked to log in first).
 */
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { RatingStars } from '@ds/components/Rating';
import { Tag } from '@ds/components/Tag';
import { vars } from '@ds/tokens/vars';
import type { Review } from '@app/shared/api/contract/community';
import { copy } from '@app/shared/copy';
import { PostedAt } from '../shared/PostedAt';
import { SafeHtml } from '../shared/SafeHtml';

const Item = styled.article`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  > header { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]} ${vars.space[3]}; }
  > header h3 { margin: 0; font-size: ${vars.font.sizeMd}; }
  > p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; line-height: ${vars.font.lineHeightNormal}; }
  > footer { display: flex; justify-content: flex-end; }
`;

const Reply = styled.section`
  display: grid;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  > h4 { margin: 0; font-size: ${vars.font.sizeSm}; }
`;

interface ReviewItemProps {
  review: Review;
  onToggleFavorite: (review: Review) => void;
  favoritePending: boolean;
}

export function ReviewItem({ review, onToggleFavorite, favoritePending }: ReviewItemProps) {
  const text = copy.community.reviews;
  return (
    <Item aria-label={`${review.author.displayName} ${text.title}`}>
      <header>
        <RatingStars value={review.rating} />
        <h3>{review.author.displayName}</h3>
        {review.isMine && <Tag tone="primary">{text.mine}</Tag>}
        <PostedAt created={review.created} />
        {review.updated && <Tag>{text.edited}</Tag>}
      </header>
      <p>{review.body}</p>
      {review.reply && (
        <Reply aria-label={text.replyBy(review.reply.writerName)}>
          <h4>{text.replyBy(review.reply.writerName)}</h4>
          <SafeHtml html={review.reply.contentHtml} under={4} />
        </Reply>
      )}
      <footer>
        <Button
          variant={review.isFavorite ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={review.isFavorite}
          loading={favoritePending}
          onClick={() => onToggleFavorite(review)}
        >
          {`${text.favorite} ${review.favoriteCount}`}
        </Button>
      </footer>
    </Item>
  );
}
