import { type Language, type Market, markets } from '../src/config/market';

/**
 * The language a request is asked in: Chinese when it says `lang=zh-CN` (the legacy store's
 * explicit language), else its market's (`languageType`: 1 English, else Indonesian). The server's
 * texts and names follow it, so a borrower never meets data in another language than the page's.
 */
export function requestLanguage(params: Record<string, string>, market: Market): Language {
  return params.lang === 'zh-CN' ? 'zh-CN' : markets[market].language;
}

/** A text the server writes, in each language it answers in. */
export type Said = Record<Language, string>;

/** The text in the request's language. */
export function say(text: Said, language: Language): string {
  return text[language];
}
