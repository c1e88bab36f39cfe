// Where the main thread's time goes from navigation to a clickable Play button: a CPU
// profile of the first visit, with WebAssembly functions named from the build's symbol map.
//
//   node tests/perf/startup_profile.mjs [--chain NAME] [siteDir]
//
// Serves the site with gzip (no network throttling: this is about the CPU) to Lighthouse's
// mobile profile (412x823, 1.75x pixels, touch) with the CPU 4x slower, samples every 0.2 ms,
// and prints the functions with the most time of their own, then with the most time in them
// and what they call. --chain NAME also prints the call paths of the samples in functions
// whose name holds NAME (who calls a slow function). A benchmark, for finding long tasks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, waitForPlay } from '../browser/lib.mjs';
import { serve } from '../browser/serve.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const chainAt = args.indexOf('--chain');
const chain = chainAt >= 0 ? args[chainAt + 1] : null;
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--chain');
const siteDir = path.resolve(positional[0] || path.join(repo, 'build/emsc_webgl2_release/site'));
const symbolsFile = path.join(siteDir, '..', 'shell', 'boneyard.js.symbols');

const names = {};  // function index -> name ("\2c" escapes undone)
if (fs.existsSync(symbolsFile)) {
  for (const line of fs.readFileSync(symbolsFile, 'utf8').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) names[Number(line.slice(0, i))] = line.slice(i + 1).replace(/\\([0-9a-f]{2})/gi, (m, h) => String.fromCharCode(parseInt(h, 16)));
  }
}

const server = await serve(siteDir, { gzip: true });
const browser = await launch({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, mobile: true });
try {
  const { context, page } = browser;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url, { waitUntil: 'commit' });
  await waitForPlay(page);
  await new Promise((r) => setTimeout(r, 300));
  const { profile } = await cdp.send('Profiler.stop');

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    const m = /wasm-function\[(\d+)\]/.exec(f.functionName) || /^\$?(\d+)$/.exec(f.functionName);
    if (m && names[Number(m[1])]) return names[Number(m[1])];
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}`.trim();
  };
  const sampled = new Map();  // node id -> ms
  profile.samples.forEach((id, k) => sampled.set(id, (sampled.get(id) || 0) + (profile.timeDeltas[k] || 0) / 1000));
  const own = new Map(), inside = new Map();
  for (const [id, ms] of sampled) {
    const name = label(byId.get(id));
    own.set(name, (own.get(name) || 0) + ms);
    const seen = new Set();
    const path_ = [];
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const l = label(byId.get(at));
      path_.push(l.slice(0, 60));
      if (!seen.has(l)) inside.set(l, (inside.get(l) || 0) + ms);
      seen.add(l);
    }
    if (chain && name.includes(chain) && ms >= 2) console.log(`${ms.toFixed(0).padStart(5)} ms  ${path_.join(' < ')}`);
  }
  const top = (m, k) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k)
    .map(([l, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${l.slice(0, 120)}`).join('\n');
  console.log(`time of their own (CPU 4x slower):\n${top(own, 30)}\n\ntime in them and what they call:\n${top(inside, 40)}`);
} finally {
  await browser.close();
  await server.close();
}
