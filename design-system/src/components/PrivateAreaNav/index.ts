export {
  PRIVATE_AREA_SECTIONS,
  PrivateAreaNav,
  type PrivateAreaNavProps,
  type PrivateAreaSection,
} from './PrivateAreaNav';
