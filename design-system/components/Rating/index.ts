export { Rating, RatingStars, type RatingProps, type RatingStarsProps } from './Rating';
export { RATING_MAX, ratingForKey } from './ratingKeys';
