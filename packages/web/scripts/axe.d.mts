import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: 'critical' | 'serious' | 'moderate' | 'minor' | null;
  help: string;
  nodes: number;
  targets: string[];
}

export function runAxe(page: Page): Promise<{
  violations: AxeViolation[];
  byImpact: Record<'critical' | 'serious' | 'moderate' | 'minor', number>;
}>;

/** The serious and critical violations of the page as it is (the project's rule: none). */
export function severeViolations(page: Page): Promise<AxeViolation[]>;
