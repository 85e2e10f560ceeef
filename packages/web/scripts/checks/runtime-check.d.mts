export const FORBIDDEN_RUNTIMES: string[];
export const REACT_RUNTIME: string[];
export function dependencyTree(lock: unknown, root: string): Map<string, Set<string>>;
export function treeFailures(tree: Map<string, Set<string>>): string[];
export function bundleFailures(dist: string, shellFile: string): string[];
