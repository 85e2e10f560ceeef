/**
 * The fixed marker the V3 push and contract-jump calls carry, so the server answers with its
 * V3 contract and details URLs.
 */
export const V3_MARKER = { isV3: 1 } as const;

/** The contract list and jump are asked for the confirmation scene. */
export const CONTRACT_SCENE = 3;
