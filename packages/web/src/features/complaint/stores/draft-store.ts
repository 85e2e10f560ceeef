import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { zustandLocalStorage } from '../../../lib/storage';

export const MAX_TEXT = 200;
export const MAX_IMAGES = 9;

export interface DraftImage {
  id: string;
  url: string;
}

export interface Draft {
  text: string;
  /** Only images the server accepted: a failed or running upload has no URL to keep. */
  images: DraftImage[];
}

interface DraftState {
  drafts: Record<string, Draft>;
  setText: (key: string, text: string) => void;
  addImage: (key: string, image: DraftImage) => void;
  removeImage: (key: string, id: string) => void;
  clear: (key: string) => void;
}

export const EMPTY_DRAFT: Draft = { text: '', images: [] };

/** One draft per complaint target, so two orders or two types never mix their texts. */
export function draftKey(orderNo: string, problemType: string, problemSonType: string): string {
  return [orderNo, problemType, problemSonType].join('|');
}

const update = (state: DraftState, key: string, change: (d: Draft) => Draft) => ({
  drafts: { ...state.drafts, [key]: change(state.drafts[key] ?? EMPTY_DRAFT) },
});

/**
 * Complaint drafts in local storage (the specification's choice), so text and uploaded images
 * survive a reload or a closed webview until the complaint is sent.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      setText: (key, text) =>
        set((s) => update(s, key, (d) => ({ ...d, text: [...text].slice(0, MAX_TEXT).join('') }))),
      addImage: (key, image) =>
        set((s) =>
          update(s, key, (d) =>
            d.images.length >= MAX_IMAGES ? d : { ...d, images: [...d.images, image] },
          ),
        ),
      removeImage: (key, id) =>
        set((s) => update(s, key, (d) => ({ ...d, images: d.images.filter((i) => i.id !== id) }))),
      clear: (key) =>
        set((s) => {
          const { [key]: _gone, ...rest } = s.drafts;
          return { drafts: rest };
        }),
    }),
    {
      name: 'complaint-drafts',
      version: 1,
      storage: zustandLocalStorage,
      partialize: (s) => ({ drafts: s.drafts }) as unknown as DraftState,
    },
  ),
);

export function useDraft(key: string): Draft {
  return useDraftStore((s) => s.drafts[key] ?? EMPTY_DRAFT);
}
