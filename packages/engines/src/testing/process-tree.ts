import { readdirSync, readFileSync } from 'node:fs';

interface Row {
  pid: number;
  ppid: number;
  name: string;
  state: string;
}

function table(): Row[] {
  const rows: Row[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (name) state ppid ...": the name may hold spaces and parentheses.
      const close = stat.lastIndexOf(')');
      const [state = '', ppid = '0'] = stat.slice(close + 2).split(' ');
      rows.push({
        pid: Number(entry),
        ppid: Number(ppid),
        name: stat.slice(stat.indexOf('(') + 1, close),
        state,
      });
    } catch {
      // Gone while reading.
    }
  }
  return rows;
}

/** Every process below `pid` (children, their children...), with its name. */
export function descendants(pid: number): { pid: number; name: string }[] {
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
  return found.map(({ pid: p, name }) => ({ pid: p, name }));
}

/** The ones of `pids` still running (a zombie waiting for its reaper has ended). */
export function stillRunning(
  pids: { pid: number; name: string }[],
): { pid: number; name: string }[] {
  const live = new Map(table().map((r) => [r.pid, r]));
  return pids.filter((p) => {
    const row = live.get(p.pid);
    return row !== undefined && row.state !== 'Z' && row.name === p.name;
  });
}
