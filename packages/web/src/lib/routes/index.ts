export { type PageNeeds, pageMissing } from './page-needs';
export { readPageParams } from './page-params';
export { pageRoute } from './page-route';
export type { RouteDef } from './route-def';
export { useDropParam } from './use-drop-param';
export { type PageOptions, usePage } from './use-page';
export { usePageParams } from './use-page-params';
