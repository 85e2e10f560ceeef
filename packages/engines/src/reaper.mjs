// The watchdog of process-group.ts: reads "+pgid" / "-pgid" lines from its parent; when the
// parent is gone (its end closes the pipe, whatever the signal), kills the groups still listed.
const groups = new Set();
let buffered = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (line[0] === '+') groups.add(pgid);
    else groups.delete(pgid);
  }
});
const reap = () => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  process.exit(0);
};
process.stdin.on('end', reap);
process.stdin.on('error', reap);
