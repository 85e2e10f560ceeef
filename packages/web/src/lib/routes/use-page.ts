import type { PageParams, PageSpec } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLeavePage } from '../bridge/use-leave-page';
import { currentMarket } from '../identity';
import { type PageDecl, pageMissing } from './page-decl';
import { usePageParams } from './use-page-params';

/** The texts of a page's frame and where its back leads. */
export interface PageTexts<P> {
  /** The page's i18n namespace. */
  ns: string;
  /** Keys in it: the nav bar's title, the sentence when the page lacks a required parameter. */
  title: string;
  missing?: string;
  /** The page's parent in this app, when back goes there rather than closing (see useLeavePage). */
  parent?: (page: P) => string;
}

/**
 * What every page opens with, from its declaration: its texts, its typed parameters, the router's
 * navigate, the one leave action, the market, and its frame's props (title, back, missing state).
 */
export function usePage<S extends PageSpec>(decl: PageDecl<S>, texts: PageTexts<PageParams<S>>) {
  const { t } = useTranslation(texts.ns);
  const params = usePageParams(decl.spec);
  const navigate = useNavigate();
  const leave = useLeavePage(texts.parent?.(params));
  const { market } = currentMarket();
  const frame = {
    title: t(texts.title),
    onBack: leave,
    required: [!pageMissing(decl, params)],
    ...(texts.missing ? { missingMessage: t(texts.missing) } : {}),
  };
  return { t, params, navigate, leave, market, frame };
}
