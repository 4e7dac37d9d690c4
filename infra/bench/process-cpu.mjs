// CPU time of a process from /proc/<pid>/stat (user + system, in clock ticks of 10 ms), so a
// scenario can report each process's CPU per request. Linux only; elsewhere undefined.
import { readFileSync } from 'node:fs';

const TICK_US = 10_000;

export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return undefined;
  }
}

/** Snapshot of several processes' CPU; `perRequest(before, after, requests)` gives µs per request. */
export function snapshot(pids) {
  return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid)]));
}

export function perRequest(before, after, requests) {
  return Object.entries(after)
    .filter(([name, value]) => value !== undefined && before[name] !== undefined && requests > 0)
    .map(([name, value]) => `${name} ${Math.round((value - before[name]) / requests)}`)
    .join(', ');
}
