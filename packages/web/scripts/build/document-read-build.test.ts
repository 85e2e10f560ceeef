import { describe, expect, it } from 'vitest';
import { DOCUMENT_READ_HASH } from '../../hosting/document-read-hash';
import { metaCsp, securityHeaders } from '../../hosting/security-headers';
import { brandConfig } from '../../src/config/brand';
import { buildDocumentRead, inlineScriptHash } from './document-read-build';
import { packagePage } from './index-html';
import { withHash } from './write-document-read-hash';

describe("the document's early read, as the HTML's inline script", () => {
  it('is allowed by the hash the pages policy carries (else: npm run hosting -w @hybrid-loan/web)', async () => {
    const code = await buildDocumentRead();
    expect(inlineScriptHash(code)).toBe(DOCUMENT_READ_HASH);
    expect(metaCsp(brandConfig)).toContain(DOCUMENT_READ_HASH);
    expect(securityHeaders(brandConfig)['Content-Security-Policy']).toContain(DOCUMENT_READ_HASH);
  });

  it('carries the routes and their calls but not one page, in one classic script', async () => {
    const code = await buildDocumentRead();
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).toContain('/v3/loan-details/loan-details');
    expect(code).not.toMatch(/\bimport\(|import\.meta|\bexport\b/);
    // No page and no React: the pages' components stay in their chunks.
    expect(code).not.toMatch(/react\.[a-z]/);
    expect(code.length).toBeLessThan(20_000);
  });

  it('has its hash rewritten in place by the hosting script', () => {
    const file = 'export const DOCUMENT_READ_HASH = "\'sha256-old\'";\n';
    expect(withHash(file, "'sha256-new'")).toBe(
      'export const DOCUMENT_READ_HASH = "\'sha256-new\'";\n',
    );
  });

  it("goes into the package's page first after the policy, where the parser meets it first", () => {
    const web =
      '<head>\n    <meta http-equiv="Content-Security-Policy" content="x" />\n    <meta name="referrer" content="no-referrer" />\n    <title>t</title>';
    const page = packagePage(web, 'a$&b');
    expect(page).toBe(
      web.replace('no-referrer" />', () => 'no-referrer" />\n    <script>a$&b</script>'),
    );
    expect(() => packagePage('<head></head>', 'a')).toThrow(/security meta/);
  });
});
