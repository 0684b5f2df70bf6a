// Sums a V8 CPU profile (`npm run bench -- --cpu-prof …` writes them to results/profiles/):
// self time by package (or by file of ours) and the functions that take the most, over the
// whole profile or over the measured runs of one scenario (the runner writes when each ran to
// scenarios.json beside the profiles).
//
//   node bench/profile.ts <file.cpuprofile> [--scenario=createPrayer] [--top=40] [--inclusive]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
if (!file) throw new Error('usage: node bench/profile.ts <file.cpuprofile> [--scenario=<name>] [--top=<n>] [--inclusive]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(option('top') ?? 40);
const scenario = option('scenario');

/** The time windows to count: the scenario's measured runs, or everything. */
let windows: { from: number; to: number }[] = [{ from: -Infinity, to: Infinity }];
if (scenario) {
  const marksFile = join(dirname(file), 'scenarios.json');
  if (!existsSync(marksFile)) throw new Error(`${marksFile} is missing: the runner writes it at the end of a --cpu-prof run`);
  windows = (JSON.parse(readFileSync(marksFile, 'utf8')) as { name: string; from: number; to: number }[]).filter((mark) => mark.name === scenario);
  if (!windows.length) throw new Error(`no measured run of ${scenario} in ${marksFile}`);
}

const selfMicros = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (windows.some((window) => at >= window.from && at <= window.to)) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** The package a frame's file belongs to, our files by path, Node's own and V8's by kind. */
function where(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id);
  if (!micros) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = where(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
}

const show = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const inclusive = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = nodeById.get(at)!.callFrame;
    const fn = `${functionName || '(anonymous)'} ${where(url, functionName)}:${lineNumber + 1}`;
    if (seen.has(fn)) continue;
    seen.add(fn);
    inclusive.set(fn, (inclusive.get(fn) ?? 0) + micros);
  }
}

console.log(`${(total / 1e6).toFixed(2)} s sampled${scenario ? ` in the measured runs of ${scenario}` : ''}`);
show('self time by place', byPlace);
show('self time by function', byFunction);
if (args.includes('--inclusive')) show('inclusive time by function', inclusive);
