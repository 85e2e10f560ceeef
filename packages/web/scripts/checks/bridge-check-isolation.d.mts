export declare const BRIDGE_CHECK_BUDGET_KB: number;
export declare function bridgeCheckIsolation(dist: string): { failures: string[]; gzKb: number };
