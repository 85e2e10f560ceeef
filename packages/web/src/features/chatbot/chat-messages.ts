import type { ChatItem } from './api/schemas';

/** One bubble of the conversation. */
export type ChatMessage =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'bot'; kind: 'text'; text: string; report?: boolean }
  | { id: number; from: 'bot'; kind: 'options'; text: string; options: ChatItem[] }
  | { id: number; from: 'bot'; kind: 'answer'; item: ChatItem; verdict?: 'solved' | 'unsolved' }
  | { id: number; from: 'bot'; kind: 'error'; text: string; retry: () => void };

type Without<T> = T extends unknown ? Omit<T, 'id'> : never;
export type NewMessage = Without<ChatMessage>;
