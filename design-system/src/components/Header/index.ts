export {
  Header,
  headerSearchVisibility,
  type HeaderProps,
  type HeaderSearchVisibility,
} from './Header';
