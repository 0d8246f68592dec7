export {
  FavouriteToggle,
  type FavouriteToggleAppearance,
  type FavouriteToggleProps,
} from './FavouriteToggle';
