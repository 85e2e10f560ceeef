/** The legacy service's base path. */
export const LEGACY_BASE = '/api/v1/youmi/youmi-api/service/loan';
