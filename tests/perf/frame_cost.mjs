// Frame-cost benchmark: how much CPU one frame of the game takes in headless Chromium on this
// machine, where WebGL is drawn on the CPU (Mesa's llvmpipe: lib.mjs's flags) and the browser
// tests' time mostly goes.
//
//   node tests/perf/frame_cost.mjs [--frames N] [siteDir]
//
// Serves the built site (default build/emsc_webgl2_release/site), opens a Domino Whist table at
// each size (desktop 1280x800, phone 390x844, landscape phone 844x390), makes the game paint
// frames by moving the pointer from one of the auction's bid buttons to the next (each move is
// taken and settled through lib.mjs's hover, and lights another button, so each makes a frame
// whose picture differs: one the game paints, render/repaint.h), and reads the CPU time of
// Chromium's processes from /proc before and after. Reported per painted frame: the GPU
// process (the WebGL and the compositing), all of Chromium, and the wall time. A bare WebGL
// page clearing its canvas is measured the same way, as the floor a frame cannot go under.
// Prints one JSON line ("RESULT {...}"). Time is measured, not asserted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { fail, hover, launch, progress, targets, waitForPlay } from '../browser/lib.mjs';
import { serve } from '../browser/serve.mjs';

const args = process.argv.slice(2);
let frames = 40;
let siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../build/emsc_webgl2_release/site');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--frames') frames = Number(args[++i]);
  else siteDir = args[i];
}
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
];

// CPU seconds so far of Chromium's GPU process and of all its processes (from /proc).
function chromiumCpu() {
  const tick = 100;  // USER_HZ on Linux
  let gpu = 0, all = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chrom')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const t = (Number(f[11]) + Number(f[12])) / tick;  // utime + stime
      all += t;
      if (cmd.includes('--type=gpu-process')) gpu += t;
    } catch {
      // the process ended meanwhile
    }
  }
  return { gpu, all };
}

const perFrame = (a, b, n, ms) => ({
  gpu_ms: Math.round((1000 * (b.gpu - a.gpu)) / n),
  chromium_ms: Math.round((1000 * (b.all - a.all)) / n),
  wall_ms: Math.round(ms / n),
});

const BARE = `<!doctype html><canvas id=c style="width:100vw;height:100vh;display:block"></canvas><script>
const c = document.getElementById('c'); c.width = innerWidth; c.height = innerHeight;
const gl = c.getContext('webgl2', { antialias: false, alpha: false, depth: false });
window.clears = (n) => new Promise((done) => { let k = 0; const f = () => { gl.clearColor(k % 2, 0.3, 0.2, 1);
  gl.clear(gl.COLOR_BUFFER_BIT); if (++k < n) requestAnimationFrame(f); else requestAnimationFrame(() => done()); };
  requestAnimationFrame(f); });
</script>`;

const server = await serve(siteDir);
const result = { frames, sizes: {} };
try {
  for (const size of SIZES) {
    const browser = await launch({ viewport: { width: size.width, height: size.height } });
    try {
      const { page } = browser;
      await page.goto(`${server.url}#game=whist&players=4&seed=3&delay=0`);
      await waitForPlay(page).catch(() => {});  // a link opens the table, not the title
      await page.waitForFunction(() => JSON.parse(window.boneyardTest.view()).screen === 'table', null, { timeout: 60000 });
      const bids = (await targets(page)).filter((t) => t.id.startsWith('choice:bid:'));
      if (bids.length < 2) fail(`the auction shows ${bids.length} bid buttons at ${size.name}`);
      const centre = (t) => [Math.round(t.x + t.w / 2), Math.round(t.y + t.h / 2)];
      const p0 = await progress(page), a = chromiumCpu(), t0 = Date.now();
      for (let i = 0; i < frames; i++) await hover(page, ...centre(bids[i % bids.length]));
      const p1 = await progress(page), b = chromiumCpu();
      const painted = p1.painted - p0.painted;
      const game = perFrame(a, b, painted, Date.now() - t0);

      await page.setContent(BARE);
      await page.evaluate(() => window.clears(10));
      const c = chromiumCpu(), t1 = Date.now();
      await page.evaluate((n) => window.clears(n), frames);
      const bare = perFrame(c, chromiumCpu(), frames, Date.now() - t1);
      result.sizes[size.name] = { game, bare, game_frames: p1.frame - p0.frame, painted };
      console.log(`${size.name.padEnd(9)} ${size.width}x${size.height}: a painted frame ${game.gpu_ms} ms in the GPU process ` +
                  `(${game.chromium_ms} ms in all of Chromium, ${game.wall_ms} ms wall; ${painted} of ` +
                  `${p1.frame - p0.frame} frames painted); ` +
                  `a bare clear ${bare.gpu_ms} ms (${bare.chromium_ms}, ${bare.wall_ms} wall)`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close().catch(() => {});
}
console.log(`RESULT ${JSON.stringify(result)}`);
