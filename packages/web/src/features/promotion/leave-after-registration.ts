import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { openServerUrl } from '../../lib/bridge';
import { splitQuery } from '../../lib/url';
import { type Campaign, carriedParams } from './campaign';

/**
 * Where a registered (or already registered) visitor goes: the download page, carrying the
 * campaign. A campaign with its own download id (down_id or links_id) goes to the template's
 * download URL when the template has one (decision: the specification names no other target).
 */
export function leaveAfterRegistration(
  campaign: Campaign,
  downloadUrl: string,
  navigate: (to: string) => void,
  open: (url: string) => Promise<'web' | 'browser' | 'native' | 'refused'> = openServerUrl,
): void {
  const carried = carriedParams(campaign);
  const downloadPage = pageHref(PAGES.downloadTemplate, carried);
  if ((campaign.down_id || campaign.links_id) && downloadUrl) {
    const { base, query } = splitQuery(downloadUrl);
    for (const [k, v] of Object.entries(carried)) if (v) query.set(k, v);
    void open(`${base}?${query.toString()}`).then(
      (how) => {
        if (how === 'refused') navigate(downloadPage);
      },
      () => navigate(downloadPage),
    );
    return;
  }
  navigate(downloadPage);
}
