declare module "*.css" {
  const href: string;
  export default href;
}
declare module "*.woff2" {
  const href: string;
  export default href;
}
declare module "*.woff" {
  const href: string;
  export default href;
}
