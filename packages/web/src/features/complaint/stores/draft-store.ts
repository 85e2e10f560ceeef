import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { borrowerKey, borrowerLocalStorage } from '../../../lib/identity';
import { BORROWER_PREFIX, readJson, remove } from '../../../lib/storage';

export const MAX_TEXT = 200;
export const MAX_IMAGES = 9;
/** A draft untouched this long is dropped: an old complaint is no longer what the borrower meant. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface DraftImage {
  id: string;
  url: string;
}

export interface Draft {
  text: string;
  /** Only images the server accepted: a failed or running upload has no URL to keep. */
  images: DraftImage[];
  /** When it last changed (ms since epoch), for the expiry. */
  savedAt?: number;
}

interface DraftState {
  drafts: Record<string, Draft>;
  setText: (key: string, text: string) => void;
  addImage: (key: string, image: DraftImage) => void;
  removeImage: (key: string, id: string) => void;
  clear: (key: string) => void;
}

export const EMPTY_DRAFT: Draft = { text: '', images: [] };

/**
 * One draft per borrower and complaint target, so two borrowers on one phone, two orders or two
 * types never mix their texts. The borrower part is a digest, never the token.
 */
export function draftKey(orderNo: string, problemType: string, problemSonType: string): string {
  return [borrowerKey(), orderNo, problemType, problemSonType].join('|');
}

const expired = (d: Draft, now: number) => now - (d.savedAt ?? 0) > DRAFT_TTL_MS;

/** The drafts still within their time. */
export function freshDrafts(
  drafts: Record<string, Draft>,
  now = Date.now(),
): Record<string, Draft> {
  return Object.fromEntries(Object.entries(drafts).filter(([, d]) => !expired(d, now)));
}

const update = (state: DraftState, key: string, change: (d: Draft) => Draft) => {
  const current = state.drafts[key];
  const base = current && !expired(current, Date.now()) ? current : EMPTY_DRAFT;
  return { drafts: { ...state.drafts, [key]: { ...change(base), savedAt: Date.now() } } };
};

const NAME = 'complaint-drafts';

/** Only this borrower's drafts: what is kept under their name never holds another's. */
function mine(drafts: Record<string, Draft>): Record<string, Draft> {
  const who = `${borrowerKey()}|`;
  return Object.fromEntries(Object.entries(freshDrafts(drafts)).filter(([k]) => k.startsWith(who)));
}

// Drafts from before they were kept per borrower cannot be told apart: they are not shown.
remove('local', 'complaint-drafts');

/** An earlier build's one key for every borrower's drafts (`borrower:complaint-drafts`). */
const SHARED = `${BORROWER_PREFIX}${NAME}`;

/**
 * Under the borrower's own name. Until the borrower's first write, the earlier build's shared key
 * is read (the start of a page leaves it to this store, see `clearBorrowerData`; `mine` keeps only this borrower's drafts
 * of it); that write moves them and drops the shared key with every other borrower's.
 */
const draftStorage = {
  getItem: (name: string) =>
    borrowerLocalStorage.getItem(name) ?? (readJson('local', SHARED) as never),
  setItem: (name: string, value: unknown) => {
    borrowerLocalStorage.setItem(name, value);
    remove('local', SHARED);
  },
  removeItem: (name: string) => borrowerLocalStorage.removeItem(name),
};

/**
 * Complaint drafts in local storage (the specification's choice), so text and uploaded images
 * survive a reload or a closed webview until the complaint is sent, for 7 days. Kept under the
 * borrower's own name (`borrowerLocalStorage`): logging out (a session expiry, the bridge's logout)
 * clears them, and so does the next start of a page for another borrower.
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
      name: NAME,
      version: 1,
      storage: draftStorage,
      partialize: (s) => ({ drafts: mine(s.drafts) }) as unknown as DraftState,
      merge: (persisted, current) => ({
        ...current,
        drafts: mine((persisted as Partial<DraftState> | undefined)?.drafts ?? {}),
      }),
    },
  ),
);

export function useDraft(key: string): Draft {
  return useDraftStore((s) => {
    const draft = s.drafts[key];
    return draft && !expired(draft, Date.now()) ? draft : EMPTY_DRAFT;
  });
}
