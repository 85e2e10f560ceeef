export interface PageChunk {
  module: string;
  feature: string;
  ownChunk: string;
  ownGz: number;
  lazyJsGz: number;
  cssGz: number;
  totalJsGz: number;
  /** Before the page's first data render: entry, app shell, page chunk and imports, query cache. */
  firstDataJsGz: number;
}

export interface BuildSizes {
  initialJs: string[];
  initialCss: string[];
  initialJsGz: number;
  initialCssGz: number;
  pages: PageChunk[];
  gz(file: string): number;
}

export function loadBuild(dist: string): BuildSizes;
export const BUDGETS: {
  initialJsKb: number;
  routeChunkKb: number;
  cssKb: number;
  firstDataJsKb: number;
};
export function kb(bytes: number): number;
