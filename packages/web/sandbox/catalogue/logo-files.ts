import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { SANDBOX_ASSETS } from '../api-base';

/** Where the sandbox serves product logos: real image files, like a lender's CDN. */
export const LOGO_BASE = `${SANDBOX_ASSETS}/logos`;

/** The URL of a logo file in `assets/logos/` (absolute in an answer: `withAssetOrigin`). */
export const logoUrl = (file: string): string => `${LOGO_BASE}/${file}`;

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'logos');
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };
const NAME = /^[a-z0-9-]+\.(svg|png)$/;

/** Serves `assets/logos/<name>.svg|png` with its content type; any other name is a 404. */
export const logoHandlers: HttpHandler[] = [
  http.get(`*${LOGO_BASE}/:file`, async ({ params }) => {
    const file = String(params.file ?? '');
    const match = NAME.exec(file);
    if (!match) return new HttpResponse('Not found', { status: 404 });
    const body = await readFile(join(DIR, file)).catch(() => null);
    if (!body) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(body, {
      headers: {
        'Content-Type': TYPES[match[1] as string] as string,
        'Cache-Control': 'public, max-age=86400',
        // An SVG opened on its own must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
