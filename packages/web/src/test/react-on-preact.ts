import { registerHooks } from 'node:module';
import { PREACT_FOR_REACT } from '../../scripts/react-on-preact';

// Libraries the tests load from node_modules (react-router, react-i18next, TanStack Query) are
// imported by Node, not Vite, so Vite's aliases never reach them: Node's own resolver gets the
// same map, so they render with the Preact the app ships, not with React.
registerHooks({
  resolve: (specifier, context, next) => next(PREACT_FOR_REACT[specifier] ?? specifier, context),
});
