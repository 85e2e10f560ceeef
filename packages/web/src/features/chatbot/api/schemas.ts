import * as v from 'valibot';
import { num, text } from '../../../lib/http';

export const chatItem = v.object({
  id: text,
  pid: text,
  title_local: text,
  title_local_alias: text,
  /** 4 hands over to a human (the complaint form); 3 is a report result (contact support). */
  action_type: num,
  /** Where a hand-over lands in the complaint form, when the server says. */
  problem_type: text,
  problem_son_type: text,
});
export type ChatItem = v.InferOutput<typeof chatItem>;

export const ACTION_HANDOVER = 4;
export const ACTION_REPORT = 3;

/** The text to show for an item: the local title, else its alias. */
export function itemText(item: ChatItem): string {
  return item.title_local || item.title_local_alias;
}
