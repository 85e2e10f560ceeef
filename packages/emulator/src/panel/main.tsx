import { createRoot } from 'react-dom/client';
import type { PanelConfig } from '../types/panel-config';
import { App } from './app';
import { T } from './texts';

const root = document.getElementById('root');
fetch('/api/config')
  .then((r) => r.json() as Promise<PanelConfig>)
  .then((config) => {
    if (root) createRoot(root).render(<App config={config} />);
  })
  .catch((error: Error) => {
    if (root) root.textContent = T.messages.startFailed(error.message);
  });
