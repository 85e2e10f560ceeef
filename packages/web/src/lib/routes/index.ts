export {
  declarePage,
  type PageDecl,
  pageEarlyReads,
  pageMissing,
  pageRoute,
} from './page-decl';
export { readPageParams } from './page-params';
export type { RouteDef } from './route-def';
export { joinQuery, linkParts, splitHash, splitQuery } from './url-parts';
export { useDropParam } from './use-drop-param';
export { type PageTexts, usePage } from './use-page';
export { usePageParams } from './use-page-params';
