export {
  SearchBar,
  findMatch,
  type SearchBarProps,
  type SearchSuggestion,
  type SearchSuggestionKind,
} from './SearchBar';
export { LazySearchBar } from './LazySearchBar';
