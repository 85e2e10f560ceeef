// The campaign a landing URL carries; apart from `visitorDeviceId` (visitor-device.ts), which the
// entry needs for the page's first read, so the entry does not carry the rest.

/** The campaign parameters the landing URL carries and every later page must carry on. */
export interface Campaign {
  id: string;
  app_from: string;
  user_from: string;
  utm_tag: string;
  links_id: string;
  down_id: string;
  invite_code: string;
}

/** The campaign from the landing page's parameters (`usePageParams`), trimmed. */
export function readCampaign(page: { readonly [name: string]: string | undefined }): Campaign {
  const get = (key: keyof Campaign) => page[key]?.trim() ?? '';
  return {
    id: get('id'),
    app_from: get('app_from'),
    user_from: get('user_from'),
    utm_tag: get('utm_tag'),
    links_id: get('links_id'),
    down_id: get('down_id'),
    invite_code: get('invite_code'),
  };
}

/** app_from, user_from, utm_tag, id and links_id or down_id, as the next pages expect them. */
export function carriedParams(c: Campaign): Record<string, string> {
  const out: Record<string, string> = {
    app_from: c.app_from,
    user_from: c.user_from,
    utm_tag: c.utm_tag,
    id: c.id,
  };
  if (c.links_id) out.links_id = c.links_id;
  else if (c.down_id) out.down_id = c.down_id;
  return out;
}

/** `client_type` of the tracking calls: ios or android, from the user agent. */
export function clientType(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): 'ios' | 'android' {
  return /iphone|ipad|ipod|ios/i.test(userAgent) ? 'ios' : 'android';
}

/** The parameters of track-visit (and, with the phone, of track-click). */
export function visitParams(c: Campaign): Record<string, string | number> {
  return {
    page_id: c.id,
    user_from: c.user_from,
    client_type: clientType(),
    page_type: 1,
    utm_tag: c.utm_tag,
    app_from: c.app_from,
  };
}
