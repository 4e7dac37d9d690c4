// `node infra/bench/profile-summary.mjs <file.cpuprofile> [top]`: where a process's CPU went, from a
// profile written by `node --cpu-prof` (e.g. `NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof"
// BENCH_ONLY="cache off" npm run bench`): self time by function and by package, in % of the total.
import { readFileSync } from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const self = new Map(profile.nodes.map((node) => [node.id, 0]));
for (let index = 0; index < profile.samples.length; index += 1) {
  const delta = profile.timeDeltas[index] ?? 0;
  self.set(profile.samples[index], self.get(profile.samples[index]) + delta);
}
const total = [...self.values()].reduce((sum, value) => sum + value, 0);

function packageOf(url) {
  if (!url) return '(native/gc)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node core';
  return url.includes('/dist/') || url.includes('/src/') ? 'ours' : url;
}

const byFunction = new Map();
const byPackage = new Map();
for (const node of profile.nodes) {
  const time = self.get(node.id);
  if (!time) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}
const percent = (value) => `${((100 * value) / total).toFixed(1)} %`;
const rows = (map) => [...map].sort((left, right) => right[1] - left[1]).slice(0, Number(top));
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.table(rows(byPackage).map(([name, time]) => ({ package: name, self: percent(time) })));
console.table(rows(byFunction).map(([name, time]) => ({ function: name, self: percent(time) })));
