// What the complaint pages and the chatbot's hand-over share.

/** Collection complaints need a sub-type and an order that allows them (`isShow` 1). */
export const COLLECTION_TYPE = '1';
