// First-load benchmark: how soon a phone on a slow network can play (issue 14's figures).
//
//   node tests/perf/first_load.mjs [--runs N] [--lighthouse-runs N] [--no-lighthouse] [siteDir]
//
// Serves the built site (default build/emsc_webgl2_release/site) with gzip, as a static host
// would, and measures the first visit (no cache, no service worker yet):
//   1. The phone timing, RUNS times (default 3): a 390x844 phone (3x pixels, touch) in
//      headless Chromium with the network throttled as Lighthouse's slow 4G (150 ms round trip,
//      1.6 Mbit/s down, 750 kbit/s up) and the CPU 4x slower (DevTools throttling, applied for
//      real). Reported: the time from navigation to the title's Play button being clickable
//      (the test hook lists it), the long tasks until then (>= 50 ms, their sum over 50 ms is
//      the blocking time), and the bytes transferred by then and 10 s after (the service
//      worker's precache included).
//   2. Lighthouse 12 (npm `lighthouse`, with Debian's Chromium), mobile defaults (simulated
//      slow 4G, 4x CPU), LIGHTHOUSE-RUNS times (default 3; its scores vary from run to run):
//      performance and accessibility scores, FCP, LCP, TTI, TBT, the long tasks, the transfer
//      size and the LCP element; the RESULT has every run and the medians.
// Prints the figures and one JSON line ("RESULT {...}") for notes and comparisons. Time is
// measured, not asserted: the size budget is a test (tests/size_budget.cmake), this is not.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, launch, waitForPlay } from '../browser/lib.mjs';
import { serve } from '../browser/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', 3));
const lighthouseRuns = Number(option('--lighthouse-runs', 3));
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && ['--runs', '--lighthouse-runs'].includes(args[i - 1])));
const siteDir = path.resolve(positional[0] || path.join(repo, 'build/emsc_webgl2_release/site'));
if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`first_load: no site in ${siteDir}; build it first (cmake --build --preset emsc_webgl2_release)`);
  process.exit(1);
}

// Lighthouse's slow 4G and mid-range phone.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

async function phoneRun(url) {
  const browser = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, mobile: true });
  try {
    const { context, page } = browser;
    await page.addInitScript(() => {
      window.__longTasks = [];
      try {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      } catch (e) { /* no long task timing */ }
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
    await page.goto(url, { waitUntil: 'commit' });
    const playAt = await waitForPlay(page);
    const tasks = (await page.evaluate(() => window.__longTasks)).filter((t) => t.start < playAt);
    const bytesAtPlay = bytes;
    // When boneyard.wasm's last byte arrived: the rest of the wait is starting the game.
    const wasmAt = await page.evaluate(() => {
      const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/boneyard.wasm'));
      return e ? e.responseEnd : NaN;
    });
    await new Promise((r) => setTimeout(r, 10000));
    return {
      play_ms: Math.round(playAt),
      wasm_downloaded_ms: Math.round(wasmAt),
      long_tasks_ms: tasks.map((t) => Math.round(t.ms)),
      blocking_ms: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0)),
      kb_at_play: Math.round(bytesAtPlay / 1024),
      kb_after_10s: Math.round(bytes / 1024),
    };
  } finally {
    await browser.close();
  }
}

// The element Lighthouse took for the largest contentful paint (its HTML, shortened).
function lcpElement(audit) {
  const find = (items) => {
    for (const item of items || []) {
      if (item?.node?.snippet) return item.node.snippet;
      const inner = find(item?.items);
      if (inner) return inner;
    }
    return null;
  };
  const snippet = find(audit?.details?.items);
  return snippet ? snippet.slice(0, 120) : null;
}

// Runs the Lighthouse CLI (asynchronously: the site is served from this process).
async function lighthouse(url) {
  const cli = path.join(repo, 'node_modules/lighthouse/cli/index.js');
  if (!fs.existsSync(cli)) return { error: 'lighthouse is not installed (run the README setup: npm ci)' };
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-lh-')), 'report.json');
  const child = spawn(process.execPath, [cli, url, '--output=json', `--output-path=${out}`, '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`], {
    env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const status = await new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 300000);
    child.on('close', (code) => { clearTimeout(timer); resolve(code); });
  });
  if (status !== 0 || !fs.existsSync(out)) return { error: `lighthouse failed: ${stderr.slice(-400)}` };
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const a = report.audits;
  const ms = (id) => Math.round(a[id]?.numericValue ?? NaN);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tti_ms: ms('interactive'),
    tbt_ms: ms('total-blocking-time'),
    long_tasks_ms: (a['long-tasks']?.details?.items || []).map((t) => Math.round(t.duration)),
    lcp_element: lcpElement(a['largest-contentful-paint-element']),
    transfer_kb: Math.round((a['total-byte-weight']?.numericValue ?? NaN) / 1024),
    failing_accessibility: Object.values(a)
      .filter((x) => report.categories.accessibility.auditRefs.some((ref) => ref.id === x.id) && x.score === 0)
      .map((x) => x.id),
  };
}

const server = await serve(siteDir, { gzip: true });
try {
  console.log(`first_load: ${siteDir} served with gzip at ${server.url}`);
  const phone = [];
  for (let i = 0; i < runs; i++) {
    const r = await phoneRun(server.url);
    console.log(`phone run ${i + 1}: Play clickable at ${r.play_ms} ms (boneyard.wasm downloaded at ${r.wasm_downloaded_ms} ms); long tasks ${r.long_tasks_ms.join(', ') || 'none'} ms ` +
                `(blocking ${r.blocking_ms} ms); ${r.kb_at_play} KB by then, ${r.kb_after_10s} KB after 10 s`);
    phone.push(r);
  }
  const result = {
    phone_play_ms_median: median(phone.map((r) => r.play_ms)),
    phone_play_ms: phone.map((r) => r.play_ms),
    phone_wasm_downloaded_ms_median: median(phone.map((r) => r.wasm_downloaded_ms)),
    phone_blocking_ms_median: median(phone.map((r) => r.blocking_ms)),
    phone_kb_at_play: median(phone.map((r) => r.kb_at_play)),
    phone_kb_after_10s: median(phone.map((r) => r.kb_after_10s)),
  };
  if (!flag('--no-lighthouse')) {
    const all = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const lh = await lighthouse(server.url);
      if (lh.error) {
        console.log(`lighthouse: ${lh.error}`);
        break;
      }
      console.log(`lighthouse run ${i + 1} (mobile): performance ${lh.performance}, accessibility ${lh.accessibility}; ` +
                  `FCP ${lh.fcp_ms} ms, LCP ${lh.lcp_ms} ms, TTI ${lh.tti_ms} ms, TBT ${lh.tbt_ms} ms; ` +
                  `long tasks ${lh.long_tasks_ms.join(', ') || 'none'} ms; ${lh.transfer_kb} KiB transferred; ` +
                  `LCP element ${lh.lcp_element}` +
                  (lh.failing_accessibility.length ? `; accessibility fails: ${lh.failing_accessibility.join(', ')}` : ''));
      all.push(lh);
    }
    if (all.length) {
      const med = (key) => median(all.map((r) => r[key]));
      result.lighthouse_median = {
        performance: med('performance'), accessibility: med('accessibility'), fcp_ms: med('fcp_ms'),
        lcp_ms: med('lcp_ms'), tti_ms: med('tti_ms'), tbt_ms: med('tbt_ms'), transfer_kb: med('transfer_kb'),
      };
      console.log(`lighthouse, median of ${all.length}: ${JSON.stringify(result.lighthouse_median)}`);
      result.lighthouse = all;
    }
  }
  console.log('RESULT ' + JSON.stringify(result));
} finally {
  await server.close();
}
