// The page's first read, sent from the document itself: the build puts this program, bundled, as
// an inline script at the top of index.html's head (scripts/build/document-read-build.ts), allowed
// by its hash in the pages' policy (DOCUMENT_READ_HASH). It runs while the HTML is parsed, before
// any file of code has arrived: on a slow phone the entry evaluates a few hundred milliseconds
// later, and on a first open over the network its file needs a round trip more. It only reads: the
// identity stays in the address and nothing is stored (the entry does both, as it always did); the
// entry takes these reads for the same identity and call (`sendEarly`), and sends any other itself.
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
