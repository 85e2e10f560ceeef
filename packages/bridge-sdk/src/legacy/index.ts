/**
 * The protocol `legacy` of the bridge (shells already in the field: one native function per
 * method, no replies), for pages that may meet such a shell. Pages whose shells all speak
 * `message` do not import it.
 *
 * @packageDocumentation
 */

export { legacyShell } from '../legacy/legacy-shell.js';
