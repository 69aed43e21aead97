import { readdirSync, readFileSync } from "node:fs";

// CPU time (user + system) of a process and all its descendants, in milliseconds, from /proc
// (Linux). bench/run.ts reads it before and after a scenario: the difference divided by the
// requests served is the CPU per request of that server, apart from the load generator's.
const TICK_MS = 10; // USER_HZ is 100 on Linux

type Stat = { ppid: number; ticks: number; kernel: number };

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the fields after the command name, which may hold spaces and parentheses
    const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), kernel: Number(f[12]) };
  } catch {
    return null;
  }
}

/** ms: user + system; kernelMs: the system part (sockets, the loopback's delivery to the other end). */
export function processTreeCpu(root: number): { ms: number; kernelMs: number } {
  const all = new Map<number, Stat>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s) all.set(Number(name), s);
  }
  let total = 0;
  let kernel = 0;
  const wanted = new Set([root]);
  // parents come before children in no guaranteed order: repeat until nothing is added
  for (let added = true; added;) {
    added = false;
    for (const [pid, s] of all)
      if (!wanted.has(pid) && wanted.has(s.ppid)) {
        wanted.add(pid);
        added = true;
      }
  }
  for (const pid of wanted) {
    total += (all.get(pid)?.ticks ?? 0) * TICK_MS;
    kernel += (all.get(pid)?.kernel ?? 0) * TICK_MS;
  }
  return { ms: total, kernelMs: kernel };
}
