// The bundler (Vite, in the site and in Storybook) answers a `?url` import with the file's address.
declare module '*.woff2?url' {
  const href: string;
  export default href;
}
