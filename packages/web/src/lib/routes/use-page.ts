import type { PageParams, PageSpec } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLeavePage } from '../bridge/use-leave-page';
import { currentMarket } from '../identity';
import { type PageNeeds, pageMissing } from './page-needs';
import { usePageParams } from './use-page-params';

/** A page's texts, where its back leads and what it cannot show without. */
export interface PageOptions<P> extends PageNeeds<P> {
  /** The page's i18n namespace. */
  ns: string;
  /** Keys in it: the nav bar's title, the sentence when the page lacks what it needs. */
  title: string;
  missing?: string;
  /** The page's parent in this app, when back goes there rather than closing (see useLeavePage). */
  parent?: (page: P) => string;
}

/**
 * What every page opens with, from its contract row (`PAGES.key`): its texts, its typed
 * parameters, the router's navigate, the one leave action, the market, and its frame's props
 * (title, back, the missing state).
 */
export function usePage<S extends PageSpec>(spec: S, options: PageOptions<PageParams<S>>) {
  const { t } = useTranslation(options.ns);
  const params = usePageParams(spec);
  const navigate = useNavigate();
  const leave = useLeavePage(options.parent?.(params));
  const { market } = currentMarket();
  const frame = {
    title: t(options.title),
    onBack: leave,
    required: [!pageMissing(params, options)],
    ...(options.missing ? { missingMessage: t(options.missing) } : {}),
  };
  return { t, params, navigate, leave, market, frame };
}
