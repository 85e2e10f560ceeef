// The page's first read, sent from the document itself. The build bundles this program
// (scripts/build/document-read-build.ts) into an inline script, allowed by its hash in the pages'
// policy (DOCUMENT_READ_HASH), first after the policy, of the package's index.html
// (PACKAGE_OWN_DIR) and of the app's document as the service worker serves it
// (worker/document-read-page.ts): it runs while the HTML is parsed, before any file of code has
// arrived, where a slow phone evaluates the entry a few hundred milliseconds later. (The host's
// index.html leaves the read to its entry: there these bytes would count against every first
// open's JavaScript.) It
// sends and hands over: the identity stays in the address and is not stored (the entry does both,
// as it always did); what it stores is what sending stores (a creation's intent key, pending for
// the borrower, which the page's call reuses). The entry takes these reads for the same identity
// and call (`sendEarly`), and sends any other itself.
import { earlyPlan } from './app/early-start';
import { appRoutes } from './app/routes';
import { sendFromDocument } from './lib/http/early-request';
import { previewIdentity } from './lib/identity';

try {
  previewIdentity(window);
  const plan = earlyPlan(appRoutes, window.location.hash);
  if (plan) sendFromDocument(window, plan.reads);
} catch {
  // Whatever failed here, the entry sends the page's reads itself.
}
