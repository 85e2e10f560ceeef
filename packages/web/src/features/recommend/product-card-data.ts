/** What a product card shows, whichever API it came from. */
export interface ProductCardData {
  id: string;
  logo: string;
  name: string;
  /** Button status 1: the card can be tapped; '0' (or anything else): shown, taps ignored. */
  active: boolean;
  buttonText: string;
  amountRange: string;
  amountRangeDescription: string;
  rate: string;
  description: string;
  tags: string[];
}

/** Tags are shown on the first two cards only. */
export const TAGGED_CARDS = 2;

export function showsTags(index: number): boolean {
  return index < TAGGED_CARDS;
}
