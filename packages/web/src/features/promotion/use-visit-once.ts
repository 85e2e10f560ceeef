import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../../lib/first-paint';
import { track, trackVisit } from './api/track';
import { type Campaign, visitParams } from './campaign';

/**
 * Counts one visit per page view of a campaign (a ref, so StrictMode's second effect run records
 * nothing more), once the page is on screen: the call (and the http client's download) stays off
 * the way to the content. Used by the in-app landing and the prerendered one alike.
 */
export function useVisitOnce(campaign: Campaign, deviceId: string): void {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !campaign.id) return;
    tracked.current = true;
    afterFirstPaint(() => track(trackVisit, { ...visitParams(campaign), deviceId }));
  }, [campaign, deviceId]);
}
