// Browser test of the page around the game (web/): what a player sees before and around the
// WebAssembly shell, and the service worker's update path.
//
//   node tests/browser/page.mjs <siteDir> <artifactDir>
//
// 1. The site: version filled in, manifest valid, every icon a PNG of its declared size.
// 2. A normal load on a high-DPI screen: no console errors, the canvas fills the window with
//    no scrollbars, its drawing buffer matches CSS size x devicePixelRatio (also after a
//    resize), and the service worker takes control. At 1x, frames are painted only when their
//    picture changes (render/repaint.h): the pointer moving over the bare title makes frames
//    that are not painted, and the canvas keeps its picture, pixel for pixel; onto Play and off
//    again, frames are painted. Before that, the title waiting for input asks for no display
//    refreshes (the page's own 30 go by without the game's), and the pointer wakes it.
// 3. Updates: a new build (new version in sw.js) installs beside the running one, the page
//    offers "Reload", and after it only the new version's cache is left.
// 4. Failures show a message, not a blank page: boneyard.wasm missing, boneyard.js missing,
//    and a browser without WebGL 2 (which must not even download the game).
// Screenshots in <artifactDir>: page-running.png, page-update-notice.png,
// page-missing-wasm.png, page-no-webgl.png.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './serve.mjs';
import {
  captureCanvas, decodePng, expectCanvasDrawn, fail, hover, launch, log, main, parseArgs, progress, targets, waitFor,
  waitForGame, watchErrors,
} from './lib.mjs';

function checkSiteFiles(siteDir) {
  const read = (f) => fs.readFileSync(path.join(siteDir, f));
  const index = read('index.html').toString();
  const sw = read('sw.js').toString();
  for (const [name, text] of [['index.html', index], ['sw.js', sw]]) {
    if (/@BONEYARD_[A-Z_]+@/.test(text)) fail(`${name} still has an unfilled @BONEYARD_...@ placeholder`);
  }
  const version = /const VERSION = '([^']+)'/.exec(sw)?.[1];
  if (!version) fail('sw.js has no VERSION');
  if (!index.includes(`data-version="${version}"`)) fail('index.html and sw.js disagree on the version');
  for (const f of ['boneyard.js', 'boneyard.wasm']) {
    if (!fs.existsSync(path.join(siteDir, f))) fail(`the site has no ${f}`);
  }

  const manifest = JSON.parse(read('manifest.webmanifest').toString());
  for (const key of ['name', 'short_name', 'start_url', 'display', 'background_color', 'theme_color']) {
    if (!manifest[key]) fail(`manifest.webmanifest has no ${key}`);
  }
  if (manifest.display !== 'standalone') fail('manifest display is not standalone');
  const icons = [...manifest.icons, { src: 'apple-touch-icon.png', sizes: '180x180' },
                 { src: 'favicon-32.png', sizes: '32x32' }];
  for (const icon of icons) {
    const png = decodePng(read(icon.src));
    if (`${png.width}x${png.height}` !== icon.sizes) fail(`${icon.src} is ${png.width}x${png.height}, declared ${icon.sizes}`);
  }
  const purposes = manifest.icons.map((i) => i.purpose || 'any');
  if (!purposes.includes('maskable')) fail('the manifest has no maskable icon');
  if (!manifest.icons.some((i) => i.sizes === '192x192') || !manifest.icons.some((i) => i.sizes === '512x512')) {
    fail('the manifest needs 192 and 512 px icons');
  }
  log(`site files fine: version ${version}, ${icons.length} icons, manifest "${manifest.name}"`);
  return version;
}

async function canvasGeometry(page) {
  return page.evaluate(() => {
    const c = document.getElementById('canvas');
    const r = c.getBoundingClientRect();
    const se = document.scrollingElement;
    return {
      css: [r.left, r.top, r.width, r.height],
      window: [innerWidth, innerHeight],
      buffer: [c.width, c.height],
      dpr: devicePixelRatio,
      scrolls: se.scrollWidth > innerWidth || se.scrollHeight > innerHeight,
      touchAction: getComputedStyle(c).touchAction,
    };
  });
}

function checkGeometry(g, what) {
  const [x, y, w, h] = g.css;
  if (x !== 0 || y !== 0 || w !== g.window[0] || h !== g.window[1]) {
    fail(`${what}: the canvas covers ${g.css.join(',')} but the window is ${g.window.join('x')}`);
  }
  if (g.scrolls) fail(`${what}: the page has scrollbars`);
  if (g.touchAction !== 'none') fail(`${what}: canvas touch-action is ${g.touchAction}`);
  const want = [Math.round(w * g.dpr), Math.round(h * g.dpr)];
  if (Math.abs(g.buffer[0] - want[0]) > 1 || Math.abs(g.buffer[1] - want[1]) > 1) {
    fail(`${what}: the drawing buffer is ${g.buffer.join('x')}, expected ${want.join('x')} ` +
         `(CSS ${w}x${h} at devicePixelRatio ${g.dpr})`);
  }
  log(`${what}: canvas fills the ${w}x${h} window, buffer ${g.buffer.join('x')} at dpr ${g.dpr}`);
}

// A page whose game waits for the player asks the browser for no display refreshes (each costs
// a composited frame): at the title nothing is due, so the game waits for input or its timer,
// and 30 of the page's own refreshes go by without the game running at one. The pointer's moves
// that follow (paintsOnlyChanges) wake it.
async function waitsWithoutRefreshes(page) {
  await waitFor('the game to wait for input', async () => (await progress(page)).waiting, { ms: 10000 });
  const before = await progress(page);
  if (!Number.isInteger(before.refreshes)) fail(`the progress report has no count of refreshes: ${JSON.stringify(before)}`);
  await page.evaluate(() => new Promise((done) => {
    let n = 0;
    const next = () => (++n === 30 ? done() : requestAnimationFrame(next));
    requestAnimationFrame(next);
  }));
  const after = await progress(page);
  if (after.refreshes !== before.refreshes || !after.waiting)
    fail(`the waiting game ran at ${after.refreshes - before.refreshes} of 30 display refreshes (${JSON.stringify(after)})`);
  log('the title waits for input: 30 display refreshes, none taken by the game');
}

// The title: the pointer moves between points where nothing reacts to it, then onto Play (it
// lights) and off. Each move is taken and its frames drawn (lib.mjs hover); the frames of the
// moves over nothing are not painted and the canvas still shows the same pixels. At 1x: in
// headless Chromium at devicePixelRatio 2, a capture of the canvas after the first shows the
// picture at half its size in a corner, whatever the game paints (a build that paints every
// frame does it too).
async function paintsOnlyChanges(page) {
  const { width, height } = page.viewportSize();
  const title = await targets(page);
  const play = title.find((t) => t.id === 'button:play');
  if (!play) fail('the title shows no Play button');
  const inside = (t, x, y) => x >= t.x && x <= t.x + t.w && y >= t.y && y <= t.y + t.h;
  const bare = [[30, height - 20], [width - 30, height - 20]];  // the bottom corners
  for (const [x, y] of bare) {
    const on = title.find((t) => inside(t, x, y));
    if (on) fail(`the title's corner ${x},${y} is on ${on.id}: pick another bare point`);
  }
  await waitsWithoutRefreshes(page);
  const pixels = async () => decodePng(await captureCanvas(page)).data;
  await hover(page, ...bare[0]);
  const before = await progress(page), still = await pixels();
  if (!Number.isInteger(before.painted)) fail(`the progress report has no count of frames painted: ${JSON.stringify(before)}`);
  await hover(page, ...bare[1]);
  await hover(page, ...bare[0]);
  const over = await progress(page);
  if (over.frame <= before.frame) fail(`moves over the bare table drew no frame (${JSON.stringify(over)})`);
  if (over.painted !== before.painted)
    fail(`moves over the bare table painted ${over.painted - before.painted} of ${over.frame - before.frame} frames`);
  if (!(await pixels()).equals(still)) fail('the canvas changed while no frame was painted');
  await hover(page, Math.round(play.x + play.w / 2), Math.round(play.y + play.h / 2));
  const lit = await progress(page), litPixels = await pixels();
  if (lit.painted <= over.painted) fail('the pointer on Play painted no frame');
  if (litPixels.equals(still)) fail('Play looks the same with the pointer on it');
  await hover(page, ...bare[0]);
  const off = await progress(page);
  if (off.painted <= lit.painted) fail('the pointer leaving Play painted no frame');
  if (!(await pixels()).equals(still)) fail('the title did not come back as it was when the pointer left Play');
  log(`moves over the bare title: ${over.frame - before.frame} frames drawn, none painted; on Play and off: ` +
      `${off.painted - over.painted} painted of ${off.frame - over.frame}`);
}

async function normalLoad(siteDir, artifactDir) {
  const server = await serve(siteDir);
  const browser = await launch({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 2 });
  try {
    const { page } = browser;
    const errors = watchErrors(page);
    log(`normal load of ${server.url} at devicePixelRatio 2`);
    await page.goto(server.url);
    await waitForGame(page, 'normal load');
    // The game's frames size the drawing buffer to the canvas: wait for that, then check it all.
    await waitFor('the drawing buffer to match the window', async () => {
      const g = await canvasGeometry(page);
      return g.buffer[0] === Math.round(g.css[2] * g.dpr) && g.buffer[1] === Math.round(g.css[3] * g.dpr);
    }, { ms: 10000 }).catch(async (e) => {
      log(`at load: ${JSON.stringify(await canvasGeometry(page))}`);
      throw e;
    });
    checkGeometry(await canvasGeometry(page), 'normal load');
    await expectCanvasDrawn(page, 'normal load', path.join(artifactDir, 'page-running.png'));

    await page.setViewportSize({ width: 600, height: 900 });
    await waitFor('the drawing buffer to follow a resize', async () => {
      const g = await canvasGeometry(page);
      return g.buffer[0] === 1200 && g.buffer[1] === 1800;
    }, { ms: 5000 }).catch(async (e) => {
      log(`after resize: ${JSON.stringify(await canvasGeometry(page))}`);
      throw e;
    });
    checkGeometry(await canvasGeometry(page), 'after resize to 600x900');

    const title = await page.title();
    if (!title.startsWith('Boneyard')) fail(`page title is "${title}"`);
    await waitFor('the service worker to control the page',
      () => page.evaluate(() => !!navigator.serviceWorker.controller), { ms: 20000 });
    log('service worker controls the page');
    errors.check('during a normal load');
  } finally {
    await browser.close();
    await server.close();
  }
}

async function updateFlow(siteDir, artifactDir, version) {
  // Serve a copy, so the test can publish a "new build" by rewriting its sw.js.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-site-'));
  fs.cpSync(siteDir, copy, { recursive: true });
  const server = await serve(copy);
  const browser = await launch();
  try {
    const { page } = browser;
    const errors = watchErrors(page);
    await page.goto(server.url);
    await waitForGame(page, 'update test, first version');
    await paintsOnlyChanges(page);  // the title at 1280x800 (a capture at 1x: see paintsOnlyChanges)
    await waitFor('the service worker to control the page',
      () => page.evaluate(() => !!navigator.serviceWorker.controller), { ms: 20000 });
    const before = await page.evaluate(() => caches.keys());
    if (before.length !== 1 || before[0] !== `boneyard-${version}`) fail(`caches after install: ${before}`);

    const next = `${version}-next`;
    for (const f of ['sw.js', 'index.html']) {
      const p = path.join(copy, f);
      fs.writeFileSync(p, fs.readFileSync(p, 'utf8').split(version).join(next));
    }
    log(`published a new version ${next}; reloading`);
    await page.reload();
    await waitForGame(page, 'update test, old version still running');
    // With WebGL on the CPU the game's continuous drawing starves Chromium
    // here so badly that the service worker's update check never finishes while it runs;
    // pausing the game's main loop lets it through. (On a real GPU this is not needed.)
    await page.evaluate(() => window.Module && Module.pauseMainLoop && Module.pauseMainLoop());
    await waitFor('the "new version" notice', () => page.isVisible('#update'), { ms: 30000 });
    const running = await page.evaluate(() => document.documentElement.dataset.version);
    if (running !== version) fail(`before the player chose to reload, the page runs version ${running}`);
    await page.screenshot({ path: path.join(artifactDir, 'page-update-notice.png') });
    log('notice shown; clicking Reload');
    await Promise.all([page.waitForNavigation(), page.click('#update-now')]);
    await waitForGame(page, 'update test, new version');
    const after = await page.evaluate(() => caches.keys());
    const now = await page.evaluate(() => document.documentElement.dataset.version);
    log(`after the update: page version ${now}, caches ${after.join(', ')}`);
    if (now !== next) fail(`after reloading, the page runs version ${now}, expected ${next}`);
    if (after.length !== 1 || after[0] !== `boneyard-${next}`) fail(`old caches left after the update: ${after}`);
    errors.check('during the update');
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

// Loads the page with `hide`-den files or extra Chromium flags and expects a message. In a
// fresh browser, or in a new tab of `shared` (a browser without extra flags: each case has its
// own server, so its own origin, service worker and caches).
async function expectMessage(siteDir, artifactDir, { what, hide = [], extraArgs = [], expect, shot, notRequested = [] },
                             shared = null) {
  const server = await serve(siteDir, { hide });
  const browser = shared || (await launch({ extraArgs }));
  const page = shared ? await shared.context.newPage() : browser.page;
  try {
    await page.goto(server.url);
    await waitFor(`${what}: an error message`,
      () => page.evaluate(() => document.documentElement.dataset.state === 'error'), { ms: 30000 });
    const msg = await page.evaluate(() => ({
      title: document.getElementById('status').textContent,
      detail: document.getElementById('detail').textContent,
      visible: getComputedStyle(document.getElementById('overlay')).opacity,
    }));
    log(`${what}: "${msg.title}" — ${msg.detail}`);
    if (!expect.test(`${msg.title} ${msg.detail}`)) fail(`${what}: unexpected message (wanted ${expect})`);
    // Fully visible, and staying so: opacity 1 with no transition of the overlay running (a
    // fade in or out); the overlay fades in 0.35 s, so this is a deadline, not a pause.
    let overlay;
    await waitFor(`${what}: the message to be fully visible`, async () => {
      overlay = await page.evaluate(() => {
        const o = document.getElementById('overlay');
        return { opacity: Number(getComputedStyle(o).opacity), fading: o.getAnimations().length, class: o.className };
      });
      return overlay.opacity >= 1 && overlay.fading === 0;
    }, { ms: 5000, describe: () => JSON.stringify(overlay) });
    if (shot) await page.screenshot({ path: path.join(artifactDir, shot) });
    for (const p of notRequested) {
      if (server.requests.includes(p)) fail(`${what}: the page still downloaded ${p}`);
    }
  } finally {
    if (shared) await page.close().catch(() => {});
    else await browser.close();
    await server.close();
  }
}

main('page', async () => {
  const { siteDir, artifactDir } = parseArgs('page.mjs');
  const version = checkSiteFiles(siteDir);
  await normalLoad(siteDir, artifactDir);
  await updateFlow(siteDir, artifactDir, version);
  const shared = await launch();  // the missing files: one browser, a tab and a server each
  try {
    await expectMessage(siteDir, artifactDir, {
      what: 'missing boneyard.wasm', hide: ['/boneyard.wasm'], expect: /couldn't load/i, shot: 'page-missing-wasm.png',
    }, shared);
    await expectMessage(siteDir, artifactDir, {
      what: 'missing boneyard.js', hide: ['/boneyard.js'], expect: /couldn't load/i,
    }, shared);
  } finally {
    await shared.close();
  }
  await expectMessage(siteDir, artifactDir, {
    what: 'no WebGL 2', extraArgs: ['--disable-webgl', '--disable-3d-apis'], expect: /WebGL 2/,
    shot: 'page-no-webgl.png', notRequested: ['/boneyard.wasm', '/boneyard.js'],
  });
});
