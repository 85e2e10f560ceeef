/** The promotion endpoints live under one prefix (specification section 7). */
export const PROMOTION = '/api/v2/youmi/promotion';
