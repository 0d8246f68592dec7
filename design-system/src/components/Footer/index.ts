export { COMPANY_ADDRESS_LINES, Footer, type FooterHrefs, type FooterProps } from './Footer';
