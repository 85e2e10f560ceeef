export interface MainPage {
  key: string;
  route: string;
  module: RegExp;
  borrower: boolean;
}

export const MAIN_PAGES: MainPage[];

export function pageUrl(
  base: string,
  page: MainPage,
  options?: { deviceId?: string; languageType?: string },
): string;
