// npx tsx bench/profile-summary.ts FILE.cpuprofile [--top 25] [--last 10] [--callers zod]
//   [--under lib/http/fast-lane.ts]
// Where a V8 CPU profile's time went (a server run with --cpu-prof, e.g. `npm run bench -- --profile`):
// self time by part of the stack (Next.js, our request shell, domain, rails, zod, the pg driver,
// Node's own HTTP and streams, garbage collection), each compiled frame mapped back to its source
// through the build's source maps, and the costliest functions. Prints a table; measures nothing.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { SourceMapConsumer } from "source-map-js";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};
const top = option("top") ?? 25;
// --last S: only the samples of the last S seconds before the process stopped (the scenario that
// ran last, without the start-up and the scenarios before it)
const lastSeconds = option("last");
// --callers PART: the self time of a part (e.g. zod) charged to the nearest frame outside it that
// called it (which of our functions spends the time there)
const callersOf = (() => {
  const i = process.argv.indexOf("--callers");
  return i > 0 ? process.argv[i + 1] : undefined;
})();
// --under FILE: the samples with a frame of FILE (a source path's part, e.g. lib/http/fast-lane.ts)
// on their stack, by the function that was running: what a piece of ours spends, inclusive
const under = (() => {
  const i = process.argv.indexOf("--under");
  return i > 0 ? process.argv[i + 1] : undefined;
})();
if (!file) throw new Error("usage: tsx bench/profile-summary.ts FILE.cpuprofile");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const maps = new Map<string, SourceMapConsumer | null>();
function consumer(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    let c: SourceMapConsumer | null = null;
    try {
      const path = url.startsWith("file://") ? fileURLToPath(url) : url;
      if (existsSync(`${path}.map`)) c = new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, "utf8")));
    } catch {
      c = null;
    }
    maps.set(url, c);
  }
  return maps.get(url)!;
}

// the original source and function of a frame (compiled chunks mapped back; others as they are)
function origin(frame: Node["callFrame"]): { source: string; name: string } {
  const c = frame.url ? consumer(frame.url) : null;
  if (c) {
    const p = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (p.source) return { source: p.source, name: p.name ?? frame.functionName ?? "(anonymous)" };
  }
  return { source: frame.url, name: frame.functionName };
}

const PARTS: [string, RegExp][] = [
  ["Next.js", /node_modules\/next\/|\[turbopack\]|next\/dist/],
  ["zod", /node_modules\/zod\//],
  ["pg driver", /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-)/],
  ["Prisma", /node_modules\/(@prisma|\.prisma|prisma)\//],
  ["PGlite", /node_modules\/@electric-sql\//],
  ["other packages", /node_modules\//],
  ["request shell (lib/http)", /lib\/http\//],
  ["domain (lib/domain)", /lib\/domain\//],
  ["rails (lib/rails)", /lib\/rails\//],
  ["platform (lib/platform)", /lib\/platform\//],
  ["schemas, formats", /lib\/(schemas|formats)\//],
  ["route files (app)", /\bapp\//],
  ["Node.js (http, streams, crypto…)", /^node:|^internal\/|^$/],
];

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const self = new Map<number, number>();
const times: number[] = [];
for (let i = 0, t = profile.startTime; i < profile.samples.length; i++) times.push((t += profile.timeDeltas[i] ?? 0));
const from = lastSeconds === undefined ? -Infinity : times[times.length - 1] - lastSeconds * 1e6;
for (let i = 0; i < profile.samples.length; i++)
  if (times[i] >= from)
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));

const parts = new Map<string, number>();
const functions = new Map<string, number>();
let busy = 0;
for (const [id, us] of self) {
  const node = byId.get(id)!;
  const name = node.callFrame.functionName;
  if (name === "(idle)") continue;
  busy += us;
  if (name === "(garbage collector)" || name === "(program)") {
    parts.set(name, (parts.get(name) ?? 0) + us);
    continue;
  }
  const o = origin(node.callFrame);
  const part = PARTS.find(([, re]) => re.test(o.source))?.[0] ?? "other";
  parts.set(part, (parts.get(part) ?? 0) + us);
  const key = `${o.name || "(anonymous)"}  ${o.source.replace(/^.*node_modules\//, "").replace(/^.*?\/(lib|app)\//, "$1/")}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}

const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms of CPU sampled (idle left out)\n`);
console.log("| part | self time | share |\n| --- | ---: | ---: |");
for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1]))
  console.log(`| ${part} | ${(us / 1000).toFixed(0)} ms | ${pct(us)} |`);
console.log(`\nTop ${top} functions by self time:\n`);
for (const [key, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us).padStart(6)}  ${key}`);

if (callersOf) {
  const partOf = (n: Node) => PARTS.find(([, re]) => re.test(origin(n.callFrame).source))?.[0] ?? "other";
  const callers = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    let node = byId.get(id)!;
    if (!partOf(node).startsWith(callersOf)) continue;
    total += us;
    // (a frame without a source is code the part compiled at run time, zod's parsers: still inside)
    const inside = (n: Node) => partOf(n).startsWith(callersOf) || !n.callFrame.url;
    while (inside(node) && parentOf.has(node.id)) node = byId.get(parentOf.get(node.id)!)!;
    const o = origin(node.callFrame);
    const key = `${o.name || "(anonymous)"}  ${o.source.replace(/^.*node_modules\//, "").replace(/^.*?\/(lib|app)\//, "$1/")}:${node.callFrame.lineNumber}`;
    callers.set(key, (callers.get(key) ?? 0) + us);
  }
  console.log(`\n${callersOf}: ${(total / 1000).toFixed(0)} ms, by the caller outside it:\n`);
  for (const [key, us] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us).padStart(6)}  ${key}`);
}

if (under) {
  const leaves = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === "(idle)") continue;
    let node: Node | undefined = leaf;
    while (node && !origin(node.callFrame).source.includes(under))
      node = parentOf.has(node.id) ? byId.get(parentOf.get(node.id)!) : undefined;
    if (!node) continue;
    total += us;
    const o = origin(leaf.callFrame);
    const key = `${o.name || "(anonymous)"}  ${o.source.replace(/^.*node_modules\//, "").replace(/^.*?\/(lib|app)\//, "$1/")}`;
    leaves.set(key, (leaves.get(key) ?? 0) + us);
  }
  console.log(`\nunder ${under}: ${(total / 1000).toFixed(0)} ms (${pct(total)}), by the function running:\n`);
  for (const [key, us] of [...leaves].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us).padStart(6)}  ${key}`);
}
