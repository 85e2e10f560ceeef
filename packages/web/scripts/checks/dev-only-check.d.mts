export const DEV_ONLY_FILE: string;
export function isDevOnly(id: string): boolean;
export function devOnlyFailures(dist: string): string[];
