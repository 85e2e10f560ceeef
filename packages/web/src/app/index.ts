export { App } from './app';
export { appRoutes } from './routes';
export { start } from './start';
