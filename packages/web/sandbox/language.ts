import { type Language, type Market, markets } from '../src/config/market';

const LANGUAGES: readonly string[] = ['en-IN', 'id-ID', 'zh-CN'];

/**
 * The language a request is asked in: the page's explicit `lang` when it sends one (the legacy
 * store's `lang=zh-CN`, a promotion template's language), else its market's (`languageType`: 1
 * English, else Indonesian). The server's texts and names follow it, so a borrower never meets
 * data in another language than the page's.
 */
export function requestLanguage(params: Record<string, string>, market: Market): Language {
  const asked = params.lang ?? '';
  return LANGUAGES.includes(asked) ? (asked as Language) : markets[market].language;
}

/** A text the server writes, in each language it answers in. */
export type Said = Record<Language, string>;

/** The text in the request's language. */
export function say(text: Said, language: Language): string {
  return text[language];
}

/** A text of the older fixtures: English (India) and Indonesian. */
export type Bilingual = readonly [en: string, id: string];

/** languageType 1 is English (India); anything else Indonesian. */
export const pick = (ctx: { params: Record<string, string> }, text: Bilingual) =>
  ctx.params.languageType === '1' ? text[0] : text[1];
