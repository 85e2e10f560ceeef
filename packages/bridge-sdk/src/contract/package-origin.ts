/**
 * The global an iOS shell sets, at document start (a `WKUserScript`, main frame only), when it
 * serves the pages from a package on its own scheme (`app://<the pages' host>/`): the API's
 * origin as a string (`"https://h5.brand.example"`). The pages then send their API calls there,
 * by CORS with the borrower's token in its header, instead of to their own origin, which is the
 * shell's scheme handler there. Without it, a page on a scheme other than http(s) uses the brand's
 * hosting origin; on http(s) (the network, the Android way) its own origin. See the README,
 * section 13, "Served from a package".
 *
 * @public
 */
export const API_ORIGIN_GLOBAL = 'LoanApiOrigin';
