export { Rating, type RatingProps } from './rating.tsx'
export type { RatingGroupValueChangeDetails } from '@ark-ui/react/rating-group'
