export { REACHABLE_WAIT_MS, RELOAD_PAUSE_MS, reloadIfReachable } from './reload-if-reachable';
