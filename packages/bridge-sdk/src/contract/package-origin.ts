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

/**
 * The folder of the web build that holds the package's own files: a package carries each in place
 * of the file at the same path at the build's root, and web hosts never serve it to pages. The
 * pages' `index.html` is one: the package's sends the page's first read from the document itself
 * (an inline script allowed by its hash), before any file of code runs; on the network those bytes
 * would count against the JavaScript every first open downloads, so the web's page leaves them to
 * its entry file. See the README, section 13, "Served from a package".
 *
 * @public
 */
export const PACKAGE_OWN_DIR = '.package';
