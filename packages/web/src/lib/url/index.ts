// Addresses split into their parts: plain functions that import nothing, so every folder of lib
// (the bridge, the routes, the field reports) may use them without a loop between folders.
export { joinQuery, linkParts } from './link-parts';
export { splitHash, splitQuery } from './url-parts';
