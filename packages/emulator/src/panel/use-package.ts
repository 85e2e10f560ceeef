import { useCallback, useEffect, useRef, useState } from 'react';
import type { PackageState } from '../types/package-state';
import { panelApi } from './panel-api';
import type { TimedCall } from './timeline/timeline-model';

const EMPTY: PackageState = { defaultKey: false, notes: [] };

/** A file's bytes as base64 (the panel server takes the package in a JSON body). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  // In slices: one call with every byte as an argument overflows the stack on a large zip.
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The device's shell and its offline package, from the panel server: what the next open serves,
 * the timeline's notes (taken, refused, healthy, rolled back), `choose` for a package file (and
 * its public key, else the emulator's `--public-key`), and the page's health reports passed on:
 * the server applies the pending/healthy rule, the panel is the one that sees the bridge calls.
 */
export function usePackage(calls: readonly TimedCall[]) {
  const [state, setState] = useState<PackageState>(EMPTY);
  const [available, setAvailable] = useState(true);
  /** The first answer came (or none will): the device may open its first page. */
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stopped = false;
    let last = '';
    const ask = () =>
      panelApi('/api/package')
        .then((s) => {
          if (stopped) return;
          setAvailable(true);
          // Asked every second: the panel renders again only when something changed.
          const text = JSON.stringify(s);
          if (text === last) return;
          last = text;
          setState(s as PackageState);
        })
        .catch(() => {
          // A host without a package shell (a panel server started on its own).
          if (!stopped) setAvailable(false);
        })
        .finally(() => {
          if (!stopped) setReady(true);
        });
    void ask();
    const timer = setInterval(ask, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);

  // Each health report once: by the call's load and sequence number.
  const reported = useRef(new Set<string>());
  useEffect(() => {
    for (const call of calls) {
      if (call.method !== 'reportHealth' || call.refused) continue;
      const key = `${call.load ?? ''}-${call.seq}-${call.receivedAt}`;
      if (reported.current.has(key)) continue;
      reported.current.add(key);
      void panelApi('/api/package/health', 'POST', {})
        .then((s) => setState(s as PackageState))
        .catch(() => undefined);
    }
  }, [calls]);

  const choose = useCallback(async (zip: File, publicKey: File | undefined) => {
    const body = {
      name: zip.name,
      zip: await base64Of(zip),
      ...(publicKey ? { publicKey: await publicKey.text() } : {}),
    };
    const next = (await panelApi('/api/package', 'POST', body)) as PackageState;
    setState(next);
    return next;
  }, []);

  /**
   * The panel opened the device's pages (`ios`: an iPhone profile that may load the package's own
   * origin): an open of a pending package waits for its report. The shell's state after it says
   * where this open loads from; undefined on a host without a package shell.
   */
  const opened = useCallback(
    (way: 'ios' | 'android') =>
      panelApi('/api/package/open', 'POST', { way })
        .then((s) => {
          setState(s as PackageState);
          return s as PackageState;
        })
        // A host without a package shell: the page opens all the same.
        .catch(() => undefined),
    [],
  );

  return { state, available, ready, choose, opened };
}
