export interface PageChunk {
  module: string;
  feature: string;
  ownChunk: string;
  ownGz: number;
  /** The page's route declares an early read: its first data comes without axios. */
  earlyRead: boolean;
  lazyJsGz: number;
  cssGz: number;
  totalJsGz: number;
  /**
   * Before the page's first data render: entry, app shell, page chunk and imports, query cache,
   * core texts, and axios when the page calls the API without an early read.
   */
  firstDataJsGz: number;
}

export interface BuildSizes {
  /** The app shell's file (`assets/shell-….js`). */
  shellFile: string;
  initialJs: string[];
  initialCss: string[];
  initialJsGz: number;
  initialCssGz: number;
  pages: PageChunk[];
  gz(file: string): number;
}

export function loadBuild(dist: string): BuildSizes;
export function routePages(root?: string): { early: Set<string>; wire: Set<string> };
export const BUDGETS: {
  initialJsKb: number;
  routeChunkKb: number;
  cssKb: number;
  firstDataJsKb: number;
};
export function kb(bytes: number): number;
