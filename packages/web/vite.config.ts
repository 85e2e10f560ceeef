import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig } from 'vite';
import { brandConfig } from './src/config/brand.ts';
import { assertValidBrandConfig, assertValidCompanyData } from './src/config/check-config.ts';
import { companyData } from './src/config/company.ts';

// An invalid brand config fails the build (and `npm start`) with a message naming the field.
assertValidBrandConfig(brandConfig);
assertValidCompanyData(companyData);

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  'frame-src https: http:',
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    {
      name: 'hybrid-loan-security-headers',
      // Static hosts read the policies from meta tags; the sandbox server also sends them as headers.
      transformIndexHtml(source) {
        const html = source
          .replaceAll('%APP_NAME%', brandConfig.appEnName)
          .replaceAll('%BRAND%', brandConfig.background)
          .replaceAll('%ON_BRAND%', brandConfig.fontColor);
        if (command !== 'build') return html;
        return html.replace(
          '<!--security-->',
          `<meta http-equiv="Content-Security-Policy" content="${csp}" />\n    <meta name="referrer" content="no-referrer" />`,
        );
      },
    },
  ],
  define: {
    __DEV_PAGES__: JSON.stringify(
      command !== 'build' || process.env.HYBRID_LOAN_SANDBOX_BUILD === '1',
    ),
  },
  resolve: { conditions: ['source'] },
  build: {
    // The support floor (.browserslistrc) decides which syntax the build lowers.
    target: browserslistToEsbuild(undefined, { path: import.meta.dirname }),
    sourcemap: false,
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    // The size script and the benchmark map routes to chunks through the manifest.
    manifest: true,
  },
}));
