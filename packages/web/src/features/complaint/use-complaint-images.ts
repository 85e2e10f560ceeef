import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '../../lib/first-paint';
import { describeError } from '../../lib/http';
import { notify } from '../../lib/notify';
import type { PickedImage } from '../../ui';
import { uploadImage } from './api/upload-problem-img';
import type { Prepared } from './prepare-image';
import { MAX_IMAGES, useDraft, useDraftStore } from './stores/draft-store';

interface Pending {
  id: string;
  file: Blob;
  preview: string;
  status: 'uploading' | 'failed';
}

// A photo's checks and scaling are needed only once one is picked: they load after the form is on
// screen, not before its first render (the page's JS before its first data has a budget).
let preparer: Promise<typeof import('./prepare-image')> | undefined;
function loadPreparer() {
  preparer ??= import('./prepare-image').catch((error: unknown) => {
    // A failed download is asked again at the next pick.
    preparer = undefined;
    throw error;
  });
  return preparer;
}

/** The picked file checked and scaled; null when this page could not load the code for it. */
async function prepare(file: File): Promise<Prepared | null> {
  const code = await loadPreparer().catch(() => null);
  return code ? code.prepareImage(file) : null;
}

let seq = 0;
const newId = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

/**
 * The complaint's photos: uploaded ones live in the persisted draft; the ones uploading or failed
 * live here with their file, so a failure keeps the photo on screen with a retry.
 */
export function useComplaintImages(key: string) {
  const { t } = useTranslation('complaint');
  const draft = useDraft(key);
  const [pending, setPending] = useState<Pending[]>([]);
  const pendingRef = useRef<Pending[]>([]);

  const setList = useCallback((change: (list: Pending[]) => Pending[]) => {
    pendingRef.current = change(pendingRef.current);
    setPending(pendingRef.current);
  }, []);

  useEffect(() => afterFirstPaint(() => void loadPreparer().catch(() => undefined)), []);

  // Object URLs hold the photo in memory: give them back when the page goes.
  useEffect(
    () => () => {
      for (const p of pendingRef.current) URL.revokeObjectURL(p.preview);
    },
    [],
  );

  const upload = useCallback(
    async (item: Pending) => {
      setList((list) => list.map((p) => (p.id === item.id ? { ...p, status: 'uploading' } : p)));
      let failure: string;
      try {
        const result = await uploadImage(item.file);
        if (result.ok) {
          useDraftStore.getState().addImage(key, { id: item.id, url: result.data.url });
          setList((list) => list.filter((p) => p.id !== item.id));
          URL.revokeObjectURL(item.preview);
          notify.toast(t('images.uploadOk'), { kind: 'success' });
          return;
        }
        failure = result.message || t('images.uploadFailed');
      } catch (error) {
        failure = describeError(error);
      }
      setList((list) => list.map((p) => (p.id === item.id ? { ...p, status: 'failed' } : p)));
      notify.toast(t('images.uploadFailedWhy', { reason: failure }), { kind: 'error' });
    },
    [key, setList, t],
  );

  const pick = useCallback(
    async (files: File[]) => {
      for (const picked of files) {
        const stored = useDraftStore.getState().drafts[key]?.images.length ?? 0;
        if (stored + pendingRef.current.length >= MAX_IMAGES) {
          notify.toast(t('images.tooMany', { max: MAX_IMAGES }), { kind: 'error' });
          return;
        }
        const prepared = await prepare(picked);
        if (!prepared) {
          notify.toast(t('images.notReady', { name: picked.name }), { kind: 'error' });
          continue;
        }
        if (!prepared.ok) {
          const message = {
            type: 'images.notImage',
            size: 'images.tooLarge',
            unreadable: 'images.unreadable',
          }[prepared.reason];
          notify.toast(t(message, { name: picked.name }), { kind: 'error' });
          continue;
        }
        const item: Pending = {
          id: newId(),
          file: prepared.file,
          preview: URL.createObjectURL(prepared.file),
          status: 'uploading',
        };
        setList((list) => [...list, item]);
        void upload(item);
      }
    },
    [key, setList, t, upload],
  );

  const retry = useCallback(
    (id: string) => {
      const item = pendingRef.current.find((p) => p.id === id);
      if (item && item.status === 'failed') void upload(item);
    },
    [upload],
  );

  const removeImage = useCallback(
    (id: string) => {
      const item = pendingRef.current.find((p) => p.id === id);
      if (item) {
        URL.revokeObjectURL(item.preview);
        setList((list) => list.filter((p) => p.id !== id));
      } else useDraftStore.getState().removeImage(key, id);
    },
    [key, setList],
  );

  const files: PickedImage[] = [
    ...draft.images.map((i) => ({ id: i.id, url: i.url, status: 'done' as const })),
    ...pending.map((p) => ({ id: p.id, url: p.preview, status: p.status })),
  ];

  return {
    files,
    urls: draft.images.map((i) => i.url),
    uploading: pending.some((p) => p.status === 'uploading'),
    failed: pending.some((p) => p.status === 'failed'),
    pick,
    retry,
    remove: removeImage,
  };
}
