import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";

// Caps the CPU of a process and its children with a Linux cgroup (v2 `cpu.max`, or v1's CFS
// quota), for the scale-out measurement: on a machine with two cores, instances each capped at a
// fraction of a core show what every added instance brings, until PostgreSQL or the machine runs
// out (docs/benchmarks.md). Needs write access to /sys/fs/cgroup (root); without it the caller
// gets the reason instead, and measures uncapped instances.
export type CpuCap = { command(cmd: string, args: string[]): [string, string[]]; remove(): void };

const V2 = "/sys/fs/cgroup";
const V1 = "/sys/fs/cgroup/cpu";
// a short period spreads the quota evenly: with 100 ms, a capped instance stalls for 75 ms at a time
const PERIOD_US = 20_000;

export function cpuCap(name: string, cores: number): CpuCap | string {
  const quota = String(Math.round(cores * PERIOD_US));
  let dir = "";
  try {
    if (
      existsSync(`${V2}/cgroup.controllers`) &&
      readFileSync(`${V2}/cgroup.controllers`, "utf8").split(/\s+/).includes("cpu")
    ) {
      if (!readFileSync(`${V2}/cgroup.subtree_control`, "utf8").split(/\s+/).includes("cpu"))
        writeFileSync(`${V2}/cgroup.subtree_control`, "+cpu");
      dir = `${V2}/${name}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/cpu.max`, `${quota} ${PERIOD_US}`);
    } else if (existsSync(`${V1}/cpu.cfs_quota_us`)) {
      dir = `${V1}/${name}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/cpu.cfs_period_us`, String(PERIOD_US));
      writeFileSync(`${dir}/cpu.cfs_quota_us`, quota);
    } else return "no cgroup cpu controller on this machine";
  } catch (e) {
    if (dir)
      try {
        rmdirSync(dir);
      } catch {
        /* not created */
      }
    return `cannot create a cgroup (${(e as Error).message.split("\n")[0]}); run the bench as root to cap instances`;
  }
  return {
    // the shell joins the cgroup, then becomes the command: its children inherit the cap
    command: (cmd, args) => ["sh", ["-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', dir, cmd, ...args]],
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        /* still has processes: left for the next run */
      }
    },
  };
}
