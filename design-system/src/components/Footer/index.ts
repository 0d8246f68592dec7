export {
  Footer,
  type FooterApps,
  type FooterCompany,
  type FooterHrefs,
  type FooterProps,
} from './Footer';
