/** Tags are shown on the first two cards only. */
export const TAGGED_CARDS = 2;

export function showsTags(index: number): boolean {
  return index < TAGGED_CARDS;
}
