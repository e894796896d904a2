/**
 * The review star rating, 0 to 5 (0 = not rated yet, which a review may not submit): a radio
 * group of five stars operable with arrows, Home and End, with the label of the current value
 * beside it (the messages' `ratingLabels`, learner.md §4: "별점을 선택해 주세요" … "정말 좋아요!"). `RatingStars` is the
 * read-only display for review lists. Use with react-hook-form's `Controller`.
 */
import { forwardRef, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormField, mergeRefs } from '@ds/components/FormField';
import { Icon } from '@ds/components/Icon';
import { useDesignSystemMessages } from '@ds/lib/messages';
import { useControllableState } from '@ds/lib/useControllableState';
import { RATING_MAX, ratingForKey } from './ratingKeys';
import * as S from './Rating.styles';

const values = [1, 2, 3, 4, 5] as const;

export interface RatingProps {
  label: ReactNode;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  /** Six labels for 0..5; the messages' `ratingLabels` by default. */
  labels?: readonly string[];
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

export const Rating = forwardRef<HTMLButtonElement, RatingProps>(function Rating(
  { label, value, defaultValue = 0, onChange, onBlur, labels, hint, error, required, disabled, hideLabel, className },
  ref,
) {
  const messages = useDesignSystemMessages();
  const ids = useId();
  const stars = useRef(new Map<number, HTMLButtonElement>());
  const [rating, setRating] = useControllableState(value, defaultValue, onChange);
  const tabStop = rating > 0 ? rating : 1;

  const select = (next: number) => {
    if (next !== rating) setRating(next);
    stars.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = ratingForKey(event.key, rating);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <FormField label={label} labelId={`${ids}label`} required={required} hint={hint} error={error} hideLabel={hideLabel} disabled={disabled} className={className}>
      {(control) => (
        <S.Row>
          <S.Stars
            role="radiogroup"
            aria-labelledby={`${ids}label`}
            aria-describedby={[`${ids}value`, control['aria-describedby']].filter(Boolean).join(' ')}
            aria-invalid={control['aria-invalid']}
            aria-required={required || undefined}
          >
            {values.map((star) => (
              <S.Star
                key={star}
                ref={mergeRefs<HTMLButtonElement>(star === tabStop ? ref : undefined, (element) => {
                  if (element) stars.current.set(star, element);
                  else stars.current.delete(star);
                })}
                type="button"
                role="radio"
                aria-checked={rating === star}
                aria-label={messages.ratingStar(star)}
                tabIndex={star === tabStop ? 0 : -1}
                data-filled={star <= rating}
                disabled={disabled}
                onClick={() => select(star)}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
              >
                <Icon name="star" size="lg" filled={star <= rating} />
              </S.Star>
            ))}
          </S.Stars>
          <S.Label id={`${ids}value`} data-value={rating}>
            {(labels ?? messages.ratingLabels)[rating] ?? ''}
          </S.Label>
        </S.Row>
      )}
    </FormField>
  );
});

export interface RatingStarsProps {
  value: number;
  className?: string;
}

/** A rating shown, not edited: the messages' `ratingOutOf` ("5점 만점에 4점") for screen readers. */
export function RatingStars({ value, className }: RatingStarsProps) {
  const messages = useDesignSystemMessages();
  return (
    <S.ReadOnlyStars role="img" aria-label={messages.ratingOutOf(value, RATING_MAX)} className={className}>
      {values.map((star) => (
        <Icon key={star} name="star" size="sm" filled={star <= value} data-filled={star <= value} />
      ))}
    </S.ReadOnlyStars>
  );
}
