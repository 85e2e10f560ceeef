// Electron's entry: the main process runs the TypeScript host through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
