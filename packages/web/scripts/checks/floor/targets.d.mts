export const webRoot: string;
export function floorTargets(queries?: string | string[]): Record<string, number>;
export function describeTargets(targets: Record<string, number>): string;
