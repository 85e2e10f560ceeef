import { readdirSync, readFileSync } from 'node:fs';

interface Row {
  pid: number;
  ppid: number;
  name: string;
  state: string;
  /** Clock ticks after boot: with the pid, names one process (a pid can be reused, and a forked
   * shell renames itself on exec, so the name cannot). */
  started: string;
}

/** One process: its pid, its name when it was seen, and when it started. */
export interface Proc {
  pid: number;
  name: string;
  started: string;
}

function table(): Row[] {
  const rows: Row[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid ...": the name may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      // After the name: state (field 3), ppid (4) ... starttime (22).
      const fields = stat.slice(close + 2).split(' ');
      rows.push({
        pid: Number(entry),
        ppid: Number(fields[1] ?? 0),
        name: stat.slice(stat.indexOf('(') + 1, close),
        state: fields[0] ?? '',
        started: fields[19] ?? '',
      });
    } catch {
      // Gone while reading.
    }
  }
  return rows;
}

/** Every process below `pid` (children, their children...), with its name. */
export function descendants(pid: number): Proc[] {
  const rows = table();
  const found: Row[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (parents.has(row.ppid) && !parents.has(row.pid)) {
        parents.add(row.pid);
        found.push(row);
        grew = true;
      }
  }
  return found.map(({ pid: p, name, started }) => ({ pid: p, name, started }));
}

/**
 * The ones of `procs` still running, with their name now (a zombie waiting for its reaper has
 * ended; a new process that reuses a pid is another one).
 */
export function stillRunning(procs: Proc[]): Proc[] {
  const live = new Map(table().map((r) => [r.pid, r]));
  return procs.flatMap((p) => {
    const row = live.get(p.pid);
    return row !== undefined && row.state !== 'Z' && row.started === p.started
      ? [{ pid: row.pid, name: row.name, started: row.started }]
      : [];
  });
}
