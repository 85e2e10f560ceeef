import { linkParts } from '../url/link-parts';
import { splitQuery } from '../url/url-parts';
import { withQuery } from './open-target';

/** Campaign parameters a page was opened with, carried on to the products it opens. */
export const CAMPAIGN_KEYS = ['utm_tag', 'app_from', 'user_from'] as const;

/** Where a product was opened from: the statistics the page reported for the tap. */
export interface ProductTracking {
  /** The scene of the list the product was shown in. */
  scene?: string;
  /** The statistics module of the tap. */
  moduleId?: number;
  /** The position reported for the tap. */
  position?: number | string;
  /** The page's own parameters: its campaign's (`utm_tag`, `app_from`, `user_from`) go along. */
  page?: { readonly [name: string]: string | boolean | undefined };
}

/** The tracking parameters of a product link: `scene`, `module_id`, `position` and the campaign's. */
export function trackingQuery(tracking: ProductTracking): Record<string, string> {
  const query: Record<string, string> = {};
  if (tracking.scene) query.scene = tracking.scene;
  if (tracking.moduleId !== undefined) query.module_id = String(tracking.moduleId);
  if (tracking.position !== undefined && tracking.position !== '')
    query.position = String(tracking.position);
  for (const key of CAMPAIGN_KEYS) {
    const value = tracking.page?.[key];
    if (typeof value === 'string' && value) query[key] = value;
  }
  return query;
}

/**
 * A product link with the tracking parameters appended. What the server already put in the link
 * wins; nothing else about the link changes. Every page opening a product link passes it here.
 */
export function productLink(url: string, tracking: ProductTracking): string {
  if (!url.trim()) return url;
  const existing = splitQuery(linkParts(url).part).query;
  const added = Object.fromEntries(
    Object.entries(trackingQuery(tracking)).filter(([key]) => !existing.has(key)),
  );
  return Object.keys(added).length > 0 ? withQuery(url, added) : url;
}
