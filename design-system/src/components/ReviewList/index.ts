export { RatingStars, ReviewList, type ReviewItem, type ReviewListProps } from './ReviewList';
