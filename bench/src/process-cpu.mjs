/**
 * CPU time of processes and of the machine, read from /proc (Linux): user + system clock ticks. Used by the
 * cluster section (where the cores went) and the search section (CPU per request of the API and its database).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { round } from './statistics.mjs';

/** /proc's clock ticks per second (USER_HZ) on Linux. */
export const TICKS = 100;

/** user + system clock ticks of every process, by pid, with its name and parent. */
export function processTimes() {
  const times = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) times.set(Number(entry), stat);
  }
  return times;
}

/** The machine's clock ticks since boot, all and idle. */
export function machineTicks() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  return { total: values.reduce((a, b) => a + b, 0), idle: values[3] + values[4] };
}

/** user + system clock ticks of one process, or undefined once it has ended. */
export function processTicks(pid) {
  return readStat(pid)?.ticks;
}

/**
 * user + system clock ticks of a process and every living descendant (the API's picture encoder is a child
 * process), or undefined once the process has ended.
 */
export function processTreeTicks(pid) {
  const times = processTimes();
  if (!times.has(pid)) return undefined;
  const tree = new Set([pid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [child, { ppid }] of times) {
      if (tree.has(ppid) && !tree.has(child)) {
        tree.add(child);
        grown = true;
      }
    }
  }
  return [...tree].reduce((sum, member) => sum + times.get(member).ticks, 0);
}

/**
 * Where the machine's cores went between two readings: CPU seconds per group (`groupOf(pid, process)` names a
 * process's group, or null for 'everything else') and each group's share of all cores over `seconds`.
 * @param {{ before: ReturnType<typeof processTimes>, after: ReturnType<typeof processTimes> }} processes
 * @param {{ before: ReturnType<typeof machineTicks>, after: ReturnType<typeof machineTicks> }} machine
 * @param {string[]} groups the group names, in the order to report them
 * @param {(pid: number, process: { name: string, ppid: number }) => string | null} groupOf
 * @param {number} seconds
 */
export function cpuByGroup(processes, machine, groups, groupOf, seconds) {
  const used = Object.fromEntries([...groups, 'everything else'].map((name) => [name, 0]));
  for (const [pid, now] of processes.after) {
    const ticks = now.ticks - (processes.before.get(pid)?.ticks ?? 0);
    if (ticks <= 0) continue;
    used[groupOf(pid, now) ?? 'everything else'] += ticks / TICKS;
  }
  const cores = os.cpus().length;
  const elapsed = (machine.after.total - machine.before.total) / TICKS;
  const busy = elapsed - (machine.after.idle - machine.before.idle) / TICKS;
  return {
    cores,
    machineBusyShare: round(busy / elapsed, 2),
    cpuSeconds: Object.fromEntries(Object.entries(used).map(([name, value]) => [name, round(value, 1)])),
    shareOfCores: Object.fromEntries(
      Object.entries(used).map(([name, value]) => [name, round(value / (seconds * cores), 2)]),
    ),
  };
}

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // the process ended meanwhile
  }
}
