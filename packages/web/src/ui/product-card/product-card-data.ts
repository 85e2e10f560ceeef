/**
 * A product offered to the borrower, as every product card shows it, whichever API it came from
 * (the loan details' recommendations, the recommended list, the joint-login alternatives): each
 * API maps its fields to this one model.
 */
export interface ProductCardData {
  id: string;
  logo: string;
  name: string;
  /** The card can be tapped; an inactive product is shown but ignores taps. */
  active: boolean;
  buttonText: string;
  amountRange: string;
  amountRangeDescription: string;
  rate: string;
  description: string;
  tags: string[];
}
