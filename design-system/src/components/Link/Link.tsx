import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The design system knows no routes: the site injects its router's link here (e.g. a wrapper
 * around React Router's <Link to>), Storybook and tests get a plain anchor.
 */
export type LinkComponent = ComponentType<LinkProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkProps>(function PlainAnchor(props, ref) {
  // Content arrives through props.children; the caller names the link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} />;
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export const LinkProvider = LinkContext.Provider;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const Component = useContext(LinkContext);
  return <Component ref={ref} {...props} />;
});
