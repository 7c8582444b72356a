/** What the benchmark reads from Linux's /proc about the processes it measures. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) of a process so far. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of the children a process has waited for (cutime + cstime): its ended children's. */
function endedChildrenCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * CPU seconds of every process of the PostgreSQL server (run as user postgres), with those of its
 * backends that have ended (counted in the postmaster's children), so that a closed connection does not
 * take its CPU time out of the total.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean))
    try {
      total += cpuSeconds(Number(pid)) + endedChildrenCpuSeconds(Number(pid));
    } catch {
      // the process ended between the listing and the read
    }
  return total;
}

/** Whether PostgreSQL's processes can be found on this machine (it runs here, and pgrep exists). */
export function canSeePostgres(): boolean {
  try {
    execFileSync('pgrep', ['-u', 'postgres']);
    return true;
  } catch {
    return false;
  }
}

/** Resident memory of a process in MB. */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
