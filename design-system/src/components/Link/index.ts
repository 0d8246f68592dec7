export { Link, LinkProvider, type LinkComponent, type LinkProps } from './Link';
export { OpensInNewTab } from './OpensInNewTab';
