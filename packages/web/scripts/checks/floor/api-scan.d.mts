export interface FloorFinding {
  file: string;
  api: string;
  line: number;
  column: number;
  lacking: string[];
  excerpt: string;
}
export function scanSource(
  source: string,
  file: string,
  targets: Record<string, number>,
): FloorFinding[];
