import { start } from './app';

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // The i18n layer may be what failed, so this last-resort message is plain and bilingual.
    root.textContent =
      'Something went wrong. Please reopen the page. / Terjadi kesalahan. Silakan buka ulang halaman.';
    console.error(error instanceof Error ? error.message : error);
  });
}
