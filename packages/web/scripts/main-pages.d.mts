export interface MainPage {
  key: string;
  route: string;
  /** The route in a language (by languageType) when it differs from `route`. */
  routeByLanguage?: Record<string, string>;
  module: RegExp;
  borrower: boolean;
  /** The selector of the page's main action (repay, confirm, send, ...), shown with its data. */
  action: string;
}

export const MAIN_PAGES: MainPage[];

export function pageUrl(
  base: string,
  page: MainPage,
  options?: { deviceId?: string; languageType?: string },
): string;
