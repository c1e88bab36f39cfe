// Shared helpers for the browser tests (block_round.mjs, draw_round.mjs, page.mjs):
// launching headless Chromium with the flags a closed sandbox needs, collecting console/page
// errors, waiting with deadlines, decoding PNG screenshots and judging whether the canvas
// shows anything, and playing a round as seat 0 through the shell's test hook:
//   window.boneyardTest.targets() -> JSON [{id, x, y, w, h}] in CSS pixels, clickable now
//     (ids: button:<name>, hand:<tile>, end:L / end:R, boneyard)
//   window.boneyardTest.view()    -> JSON {screen, state} (state: seat 0's view, docs/protocol.md)
//   window.boneyardTest.audio()   -> {context, node}: SDL's Web Audio output once open, else null
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Flags that make WebGL2 render on the CPU and keep Chromium off the (closed) network. WebGL
// goes through ANGLE to Mesa's llvmpipe (EGL, no display needed), as Firefox's and WebKit's do
// here (browsers.mjs): a frame of the game cost 65 ms of Chromium's CPU at 1280x800 and 44 ms
// at a phone's size, against 90 and 65 ms through Chromium's own SwiftShader, and a first load
// 2.3 s against 3.1 s (tests/perf/frame_cost.mjs).
// Software GL is on Chromium's GPU blocklist: --ignore-gpu-blocklist lets WebGL use it.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=gl-egl',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const started = Date.now();
export function log(...parts) {
  const t = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  console.log(`[${t}s]`, ...parts);
}

export class TestFailure extends Error {}
export function fail(message) {
  throw new TestFailure(message);
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Polls `probe` (async, returns a truthy value when done) until `ms` pass; then fails
// with `what` (and the last value seen, when `describe` is given).
export async function waitFor(what, probe, { ms = 30000, every = 100, describe } = {}) {
  const deadline = Date.now() + ms;
  let last;
  for (;;) {
    last = await probe();
    if (last) return last;
    if (Date.now() > deadline) {
      fail(`timed out after ${ms / 1000} s waiting for ${what}` + (describe ? `; last seen: ${describe()}` : ''));
    }
    await sleep(every);
  }
}

// A persistent context (fresh temporary profile) so the service worker and its caches
// survive reloads; `mobile`: a phone (mobile viewport, touch; click() taps its screen);
// `executablePath`: Chromium through a wrapper (a device in its own network, online tests). The browser asks for reduced
// motion unless told otherwise: nothing glides, so the game draws a frame only when something
// changes and a computer player need not wait for the tile before it to land (a test of motion
// or pacing passes reducedMotion: 'no-preference'); `locale` ("es-MX"): the browser's language.
// Returns { context, page, profile, close }.
export async function launch({ extraArgs = [], viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1,
                               mobile = false, reducedMotion = 'reduce', executablePath = CHROMIUM, locale } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport,
    deviceScaleFactor,
    reducedMotion,
    ...(locale ? { locale } : {}),  // navigator.languages and Accept-Language: a browser in that language
    ...(mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = context.pages()[0] || (await context.newPage());
  if (mobile) touchPages.add(page);
  return {
    context,
    page,
    profile,
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Waits until the title's Play button is clickable (the test hook lists it); returns when,
// in the page's clock (ms since navigation). Fails after `ms`.
export async function waitForPlay(page, ms = 60000) {
  const until = Date.now() + ms;
  for (;;) {
    const ready = await page.evaluate(() => {
      try { return JSON.parse(window.boneyardTest.targets()).some((t) => t.id === 'button:play'); } catch (e) { return false; }
    }).catch(() => false);
    if (ready) return page.evaluate(() => performance.now());
    if (Date.now() > until) fail(`the Play button never became clickable in ${ms / 1000} s`);
    await sleep(20);
  }
}

// Records console errors and uncaught page errors; `check()` fails if any were seen.
export function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
    else if (process.env.BONEYARD_TEST_VERBOSE) log(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return {
    errors,
    check(where) {
      if (errors.length) fail(`${errors.length} error(s) in the page ${where}:\n  ${errors.join('\n  ')}`);
    },
  };
}

// --- PNG ------------------------------------------------------------------------------
// Decodes an 8-bit, non-interlaced greyscale/RGB/RGBA PNG (what Playwright and
// make_icons.py write) into { width, height, channels, data }.
export function decodePng(buffer) {
  const sig = '89504e470d0a1a0a';
  if (buffer.subarray(0, 8).toString('hex') !== sig) fail('not a PNG');
  let pos = 8;
  let width = 0, height = 0, depth = 0, type = 0, interlace = 0;
  const idat = [];
  while (pos < buffer.length) {
    const len = buffer.readUInt32BE(pos);
    const kind = buffer.toString('latin1', pos + 4, pos + 8);
    const body = buffer.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8];
      type = body[9];
      interlace = body[12];
    } else if (kind === 'IDAT') {
      idat.push(body);
    } else if (kind === 'IEND') {
      break;
    }
    pos += 12 + len;
  }
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[type];
  if (depth !== 8 || !channels || interlace) fail(`unsupported PNG (depth ${depth}, type ${type}, interlace ${interlace})`);
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const out = y * stride;
    if (filter === 0) {  // unfiltered (what a capture encoded for speed writes): the bytes as they are
      raw.copy(data, out, src, src + stride);
      continue;
    }
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[out + x - channels] : 0;
      const b = y > 0 ? data[out - stride + x] : 0;
      const c = x >= channels && y > 0 ? data[out - stride + x - channels] : 0;
      let v = raw[src + x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      data[out + x] = v & 0xff;
    }
  }
  return { width, height, channels, data };
}

// Encodes { width, height, channels (3 or 4), data } as an 8-bit PNG (no filter), the inverse
// of decodePng: a crop of another browser's screenshot (browsers.mjs).
export function encodePng({ width, height, channels, data }) {
  const chunk = (kind, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(kind, 4, 'latin1');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(zlib.crc32(body, zlib.crc32(head.subarray(4))), 0);
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = channels === 4 ? 6 : 2;
  const stride = width * channels;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) data.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr),
                        chunk('IDAT', zlib.deflateSync(raw, { level: 1 })), chunk('IEND', Buffer.alloc(0))]);
}

// Colour statistics of an image: how many distinct colours (quantized to 5 bits per
// channel) and what share of the pixels the commonest one covers.
export function colourStats(img) {
  const counts = new Uint32Array(1 << 15);  // one count per quantized colour
  const n = img.width * img.height;
  const { data, channels } = img;
  const g = channels >= 3 ? 1 : 0, b = channels >= 3 ? 2 : 0;
  for (let i = 0, o = 0; i < n; i++, o += channels) {
    counts[((data[o] >> 3) << 10) | ((data[o + g] >> 3) << 5) | (data[o + b] >> 3)]++;
  }
  let top = 0, distinct = 0;
  for (const c of counts) {
    if (c) distinct++;
    if (c > top) top = c;
  }
  return { distinct, topShare: top / n };
}

// The round summary comes a moment after the round's last move (Session::summary_pause):
// waits for it, then for a still picture to show; returns its view.
export async function waitForSummary(page, ms = 10000) {
  const v = await waitFor('the round summary', async () => {
    const now = await view(page);
    return ['round_over', 'match_over'].includes(now.screen) ? now : null;
  }, { ms });
  await waitForStill(page);
  return v;
}

// Waits until the picture is still: the game has taken every input, drawn the frames after it,
// searches nothing between frames (a bot's or the hint's thinking ends in a change) and asked
// for no frame in the next 200 ms (nothing slides, fades or glows), at most `ms`; so a
// screenshot shows a settled screen rather than a fade. Returns whether it settled (a table
// whose playable tiles glow never does: the screenshot then shows one moment of the glow).
export async function waitForStill(page, ms = 3000) {
  const still = async () => {
    const p = await progress(page);
    return p.consumed === p.received && p.settling === 0 && !p.busy && (p.next_ms < 0 || p.next_ms > 200);
  };
  try {
    return await waitFor('a still picture', still, { ms, every: 16 });
  } catch (e) {
    if (e instanceof TestFailure) return false;
    throw e;
  }
}

// A PNG of the canvas as shown (with anything over it), in device pixels. Straight from
// Chromium (DevTools protocol), encoded for speed rather than size: a third of the time of
// Playwright's locator screenshot (its waits for a stable element are the test's own: still()),
// whose 188 captures were a tenth of the browser tests' time.
const devtools = new WeakMap();  // page -> its DevTools session
export async function captureCanvas(page) {
  const box = await page.evaluate(() => {
    const r = document.getElementById('canvas').getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, scale: devicePixelRatio };
  });
  if (!(box.width > 0 && box.height > 0)) fail(`the canvas has no size to capture (${box.width}x${box.height})`);
  // Another browser's page (Puppeteer's: Firefox, browsers.mjs) takes its own screenshot.
  if (typeof page.context !== 'function') return Buffer.from(await page.screenshot({ type: 'png', clip: box }));
  if (!devtools.has(page)) devtools.set(page, await page.context().newCDPSession(page));
  const { data } = await devtools.get(page).send('Page.captureScreenshot', {
    format: 'png', optimizeForSpeed: true, captureBeyondViewport: false, clip: box,
  });
  return Buffer.from(data, 'base64');
}

// Screenshots the canvas and fails unless it shows a real picture: many colours, and no
// single colour covering nearly everything. Saves the PNG to `file` when given.
export async function expectCanvasDrawn(page, what, file) {
  const shot = await captureCanvas(page);
  if (file) fs.writeFileSync(file, shot);
  const stats = colourStats(decodePng(shot));
  log(`${what}: canvas shows ${stats.distinct} colours, commonest covers ${(stats.topShare * 100).toFixed(1)}%` +
      (file ? ` (saved ${file})` : ''));
  if (stats.distinct < 8 || stats.topShare > 0.95) {
    fail(`${what}: the canvas looks blank (${stats.distinct} colours, commonest ${(stats.topShare * 100).toFixed(1)}%)`);
  }
  return stats;
}

// Waits until the page says the game runs (html[data-state=running], loading card faded)
// and the shell's test hook is there. Fails early if the page shows an error message.
export async function waitForGame(page, what, ms = 60000) {
  await waitFor(`${what}: the game to start`, async () => {
    const s = await page.evaluate(() => ({
      state: document.documentElement.dataset.state,
      message: (document.getElementById('status') || {}).textContent,
      detail: (document.getElementById('detail') || {}).textContent,
      hook: !!(window.boneyardTest && window.boneyardTest.view && window.boneyardTest.targets),
      overlay: getComputedStyle(document.getElementById('overlay')).opacity,
    }));
    if (s.state === 'error') fail(`${what}: the page shows an error: ${s.message} ${s.detail}`);
    return s.state === 'running' && s.hook && Number(s.overlay) === 0;
  }, { ms });
}

// Parses the argv every browser test takes: <siteDir> <artifactDir>.
export function parseArgs(name) {
  const [siteDir, artifactDir] = process.argv.slice(2);
  if (!siteDir || !artifactDir) {
    console.error(`usage: node ${name} <siteDir> <artifactDir>`);
    process.exit(2);
  }
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`${name}: no site in ${siteDir}; build the web version first ` +
                  '(cmake --preset emsc_webgl2_release && cmake --build --preset emsc_webgl2_release)');
    process.exit(1);
  }
  fs.mkdirSync(artifactDir, { recursive: true });
  siteDirectory = path.resolve(siteDir);
  return { siteDir: siteDirectory, artifactDir: path.resolve(artifactDir) };
}
let siteDirectory = null;  // for the symbol map beside it (nameWasmFunctions)

// A browser test against the served site: parses argv, serves <siteDir>, launches Chromium
// and watches the page for errors, runs `body({ page, context, server, errors, artifactDir })`
// and closes everything however it ends; prints PASS/FAIL and exits 0/1. `options` go to launch().
export function browserTest(name, body, options = {}) {
  return main(name, async () => {
    const { siteDir, artifactDir } = parseArgs(`${name}.mjs`);
    const server = await serve(siteDir);
    log(`serving ${siteDir} at ${server.url}`);
    const browser = await launch(options);
    try {
      const { page, context } = browser;
      await body({ page, context, server, errors: watchErrors(page), artifactDir });
      // The frames drawn and of those painted (a benchmark of the test's cost, not asserted: in
      // software WebGL a painted frame is most of the CPU a browser test takes).
      const p = await page.evaluate(() => JSON.parse(window.boneyardTest.progress())).catch(() => null);
      if (p) log(`frames drawn by the last page: ${p.frame}, ${p.painted} of them painted`);
    } finally {
      await browser.close();
      await server.close().catch(() => {});
    }
  });
}

// Runs `body`; prints PASS/FAIL and exits 0/1. Unexpected exceptions fail too.
export async function main(name, body) {
  try {
    await body();
    log(`PASS ${name}`);
    process.exit(0);
  } catch (e) {
    log(`FAIL ${name}: ${e instanceof TestFailure ? e.message : e.stack || e}`);
    process.exit(1);
  }
}

// --- Playing through the test hook ------------------------------------------------------

export const HUMAN = 0;

// Calls the page's test hook (web.cpp js_install_test_hook) and returns its answer, parsed
// (JSON). An error thrown in the page (a WebAssembly trap, say) is thrown on with the page's
// stack, each `wasm-function[N]` named from the build's symbol map (a WebDriver error carries
// only the message); it is an Error, not a TestFailure, so no helper that waits takes it for
// "not yet". In engine_webkit the hook has gone wrong twice: at 4531926 its answer was an empty
// string, which the game never writes, and in CI at 02f2015 the module trapped with "Out of
// bounds memory access" in boneyard_test_view, mid-round in Hearts. Neither came again in 35
// more runs (15 of them three at a time) nor in 300,000 calls of view() at a table, and the
// module built with AddressSanitizer ran all 30 browser tests in the three engines without a
// report (docs/building.md). So an empty answer is asked again, twice at most, said in the log,
// and a trap ends the test with its stack.
async function callHook(page, name) {
  for (let tries = 1; ; tries++) {
    const answer = await page.evaluate((hook) => {
      try {
        return { text: window.boneyardTest[hook]() };
      } catch (e) {
        return { error: String(e), stack: String(e && e.stack) };
      }
    }, name);
    if (answer.error !== undefined) {
      throw new Error(`boneyardTest.${name}() threw ${answer.error}\n${nameWasmFunctions(answer.stack)}`);
    }
    if (answer.text === '' && tries < 3) {
      log(`boneyardTest.${name}() answered an empty string (try ${tries}): asking again`);
      continue;
    }
    try {
      return JSON.parse(answer.text);
    } catch {
      fail(`boneyardTest.${name}() is not JSON: ${String(answer.text).slice(0, 200)}`);
    }
  }
}

// The build's symbol map (emcc --emit-symbol-map: "index:name", names with \xx escapes),
// beside the site in the build folder; a stack's wasm-function[N] given its name.
let symbolMap = null;
function nameWasmFunctions(stack) {
  if (symbolMap === null) {
    symbolMap = new Map();
    const file = path.join(siteDirectory ?? '.', '..', 'shell', 'boneyard.js.symbols');
    if (fs.existsSync(file)) {
      for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) {
          const name = line.slice(colon + 1).replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
          symbolMap.set(Number(line.slice(0, colon)), name);
        }
      }
    }
  }
  return stack.replace(/wasm-function\[(\d+)\]/g, (whole, index) => {
    const name = symbolMap.get(Number(index));
    return name ? `${whole} ${name}` : whole;
  });
}

export async function view(page) {
  return callHook(page, 'view');
}

export async function targets(page) {
  const list = await callHook(page, 'targets');
  if (!Array.isArray(list)) fail('boneyardTest.targets() is not an array');
  return list;
}

// --- Input that waits for its effect ---------------------------------------------------
// Every click, key and wheel of the browser tests goes through these. Each returns once the
// game has consumed the input and drawn the frames after it (boneyardTest.progress(): the
// events the page received, those fed to a drawn frame, and the frames still to draw before
// the input settles), so what the test hook reports next is the input's effect, however slow
// the frames are on a busy machine. Nothing here sleeps to let the app catch up.

export const SETTLE_MS = 30000;  // a deadline, not a pause: a settled input returns at once

export async function progress(page) {
  return callHook(page, 'progress');
}

// Waits until the game has received input after `before` (a progress()), fed all of it to a
// frame and drawn the settling frames after it. Fails with `what` if that takes `ms`.
export async function settled(page, before, what, ms = SETTLE_MS) {
  let last = before;
  await waitFor(`the game to take ${what}`, async () => {
    last = await progress(page);
    return last.received > before.received && last.consumed === last.received && last.settling === 0;
  }, { ms, every: 16, describe: () => `${JSON.stringify(last)} (before: ${JSON.stringify(before)})` });
}

// Runs `act` (which sends input to the canvas) and returns once the game has taken it.
export async function inputThen(page, what, act) {
  const before = await progress(page);
  await act();
  await settled(page, before, what);
}

// Phones' pages (launch({ mobile: true })): a click there is a tap of the touch screen.
const touchPages = new WeakSet();

// Clicks the middle of a target, as a player would: with the mouse, or a finger on a phone.
export async function click(page, target) {
  const x = target.x + target.w / 2, y = target.y + target.h / 2;
  const where = target.id || `${target.x},${target.y}`;
  if (touchPages.has(page)) {
    await inputThen(page, `the tap on ${where}`, () => page.touchscreen.tap(x, y));
    return;
  }
  await inputThen(page, `the click on ${where}`, () => page.mouse.click(x, y));
  pointerAt.set(page, { x, y });
}

// Presses a key (Playwright's name: 'Enter', 'ArrowLeft', 'u', 'Shift+Tab').
export async function key(page, name) {
  await inputThen(page, `the key ${name}`, () => page.keyboard.press(name));
}

// A seat's name is typed into the page's own text field, an <input> over the canvas (phones
// need one for their keyboard; shell/backends/web.cpp): keys sent there reach the game through
// the field, not the canvas, so the counters above do not see them. These type or press a key
// there and return once the game's view shows the effect: `done(view)` is true, up to `ms`.
async function inField(page, what, act, done, ms) {
  await waitFor(`the text field to have the focus (for ${what})`,
                () => page.evaluate(() => document.activeElement?.id === 'boneyard-field'), { ms: 10000, every: 16 });
  await act();
  let last;
  await waitFor(`the game to take ${what}`, async () => done(last = await view(page)),
                { ms, every: 16, describe: () => JSON.stringify(last?.setup ?? last) });
}
export async function typeInField(page, text, done, { ms = SETTLE_MS } = {}) {
  await inField(page, `"${text}" typed in the text field`, () => page.keyboard.type(text), done, ms);
}
export async function keyInField(page, name, done, { ms = SETTLE_MS } = {}) {
  await inField(page, `the key ${name} in the text field`, () => page.keyboard.press(name), done, ms);
}
// Pastes `text` into the field at once, as a person pastes a link rather than typing it.
export async function pasteInField(page, text, done, { ms = SETTLE_MS } = {}) {
  const paste = () => (page.keyboard.insertText ? page.keyboard.insertText(text) : page.keyboard.sendCharacter(text));
  await inField(page, `"${text}" pasted in the text field`, paste, done, ms);
}

// Moves the mouse to (x, y), as a pointer hovering there. SDL takes a move that goes nowhere
// as no input at all, so a pointer already there steps one pixel aside first (its event is
// consumed with the next: inputThen waits until the game has taken everything it received).
const pointerAt = new WeakMap();
export async function hover(page, x, y) {
  const at = pointerAt.get(page);
  if (at && at.x === x && at.y === y) await page.mouse.move(x + 1, y);
  await inputThen(page, `the pointer moving to ${x},${y}`, () => page.mouse.move(x, y));
  pointerAt.set(page, { x, y });
}

// Turns the wheel by `dy` pixels with the pointer at (x, y).
export async function wheel(page, x, y, dy) {
  await hover(page, x, y);
  await inputThen(page, `the wheel by ${dy}`, () => page.mouse.wheel(0, dy));
}

// Waits up to `ms` for a clickable target: `want` is an id, or a predicate on targets.
// Fails with what it wanted and what was on the screen.
export async function findTarget(page, want, { ms = 10000, what } = {}) {
  const match = typeof want === 'function' ? want : (t) => t.id === want;
  let ts = [];
  try {
    return await waitFor(what || String(want), async () => {
      ts = await targets(page);
      return ts.find(match);
    }, { ms, every: 30 });
  } catch (e) {
    if (!(e instanceof TestFailure)) throw e;
    const v = await view(page).catch(() => ({ screen: '?' }));
    fail(`nothing to click for ${what || want} in ${ms / 1000} s; ${summary(v)}; ` +
         `targets: ${ts.map((t) => t.id).join(' ') || '(none)'}`);
  }
}

// One line about a view, for logs and failure messages.
export function summary(v) {
  if (!v.state || v.state.phase === undefined) return `screen=${v.screen}`;
  const s = v.state;
  const hand = Array.isArray(s.hands?.[HUMAN]) ? s.hands[HUMAN].join(' ') : JSON.stringify(s.hands?.[HUMAN]);
  const table = s.trick ? `trick=${s.trick.map((p) => `${p.seat}:${p.tile}`).join(' ')} led=${s.led_suit}`
                       : `ends=${JSON.stringify(s.ends)} line=${(s.line || []).length} tiles, boneyard=${s.boneyard}`;
  return `screen=${v.screen} phase=${s.phase} to_move=${s.to_move} ${table}, my hand: ${hand}`;
}

export const roundEnded = (v) => v.screen === 'round_over' || v.screen === 'match_over' ||
                                 v.state?.phase === 'round_over' || v.state?.phase === 'match_over';

// If the link left us on the title or setup screen, click through to the table. A link
// opened by a hash change reaches the game on its next frame: until the game has taken it
// (and cleared it from the address), the view is still the previous table's.
export async function reachTable(page) {
  // The page must be running first: until then the canvas is hidden under the loading card,
  // and a click meant for the game goes to the card (browser_claim lost its first pick so,
  // about one run in five under load: the test hook answers a frame or two earlier).
  await waitForGame(page, 'the link');
  await waitFor('the link to be taken', () => page.evaluate(() => location.hash.length <= 1), { ms: 10000 });
  await waitFor('the table', async () => {
    const v = await view(page);
    if (v.screen !== 'confirm' && (v.screen === 'table' || roundEnded(v))) return true;
    const ts = await targets(page);
    // A link opened over a match in progress asks first: these tests replace it.
    const next = { title: 'button:play', setup: 'button:start', confirm: 'button:replace' }[v.screen];
    const t = next && ts.find((x) => x.id === next);
    if (t) {
      log(`on the ${v.screen} screen: clicking ${t.id}`);
      await click(page, t);  // taken once it returns: the next look sees the next screen
    }
    return false;
  }, { ms: 20000 });
}

// Answers "Replace your match in progress?" with Replace, if it is asked, once.
export async function answerReplace(page) {
  const t = (await targets(page)).find((x) => x.id === 'button:replace');
  if (t) await click(page, t);
}

// Waits up to 3 s for the game to react to a click: the state changed, or the clickable
// targets satisfy `done`. If nothing happens (say the click landed during an animation)
// the caller's loop simply looks again; its stuck check has the last word.
async function reaction(page, beforeKey, done) {
  const until = Date.now() + 3000;
  while (Date.now() < until) {
    const now = await view(page);
    if (JSON.stringify(now.state) !== beforeKey || roundEnded(now)) return;
    if (done((await targets(page)).map((t) => t.id))) return;
    await sleep(50);
  }
}

// Plays seat 0 with the mouse until the round is over; bots move by themselves. Whenever seat
// 0 is to move on the table, `pick(view, ids, targets)` names what to click: { target, until }
// (until(ids): the clickable ids that show the click took effect, when the state itself need
// not change, e.g. a tile picked for the pass) or null to look again. `afterMove(moves)` runs
// after each click that changed the state. Returns { view, moves, clicks } with the ids
// clicked in order. Fails when seat 0 stays to move for 15 s or the round outlasts the deadline.
export async function playTurns(page, pick, { deadlineMs = 120000, afterMove } = {}) {
  const deadline = Date.now() + deadlineMs;
  let moves = 0;
  const clicks = [];
  let stuckSince = 0;
  let lastKey = '';
  for (;;) {
    if (Date.now() > deadline) {
      fail(`the round did not end within ${deadlineMs / 1000} s; last view: ${summary(await view(page))}`);
    }
    const v = await view(page);
    if (roundEnded(v)) return { view: v, moves, clicks };
    const s = v.state || {};
    const key = JSON.stringify(s);
    if (key !== lastKey) { lastKey = key; stuckSince = Date.now(); }
    if (!(v.screen === 'table' && s.to_move === HUMAN)) {
      await sleep(50);
      continue;
    }
    const ts = await targets(page);
    if (Date.now() - stuckSince > 15000) {
      fail(`seat 0 has been to move for 15 s without the game moving on; ${summary(v)}; ` +
           `targets: ${ts.map((t) => t.id).join(' ') || '(none)'}`);
    }
    const choice = pick(v, ts.map((t) => t.id), ts);
    if (!choice) {
      await sleep(50);   // e.g. an animation before the hand becomes clickable
      continue;
    }
    log(`${summary(v)}; clicking ${choice.target.id}`);
    await click(page, choice.target);
    clicks.push(choice.target.id);
    await reaction(page, key, choice.until || (() => false));
    if (JSON.stringify((await view(page)).state) !== key) {
      moves++;
      if (afterMove) await afterMove(moves);
    }
  }
}

// The trick games' pass, one pick per call: the next unpicked hand tile (`picked`: the ids
// picked so far), then the confirm button once three are picked. A pick for playTurns.
export function pickPass(picked, ts) {
  const confirm = ts.find((t) => t.id === 'button:pass_confirm');
  if (confirm && picked.size === 3) return { target: confirm };
  const tile = ts.find((t) => t.id.startsWith('hand:') && !picked.has(t.id));
  if (!tile) return null;
  picked.add(tile.id);
  return { target: tile, until: (after) => after.includes('button:pass_confirm') || picked.size < 3 };
}

// Waits up to 1.5 s for a trick of two or more tiles on the table (the bots play on), then
// saves a screenshot of it; returns whether it did.
export async function shootTrick(page, what, file) {
  let now = await view(page);
  for (let i = 0; i < 30 && (now.state?.trick || []).length < 2; i++) {
    await sleep(50);
    now = await view(page);
  }
  if ((now.state?.trick || []).length < 2 || now.screen !== 'table') return false;
  await expectCanvasDrawn(page, what, file);
  return true;
}

// Plays a round of a line game: clicks what a simple player would: the glowing end for a
// picked tile, else the first playable tile, else Draw, else Pass (so under one_then_choose
// it plays a drawn tile that fits rather than pass).
export function playRound(page, options = {}) {
  return playTurns(page, (v, ids, ts) => {
    if (v.state?.phase !== 'play') return null;
    const find = (id) => ts.find((t) => t.id === id);
    const end = ts.find((t) => t.id.startsWith('end:'));
    const hand = ts.find((t) => t.id.startsWith('hand:'));
    if (end) return { target: end, until: (now) => !now.some((id) => id.startsWith('end:')) };
    // Either the tile is played (it fits one place only) or end targets appear.
    if (hand) return { target: hand, until: (now) => now.some((id) => id.startsWith('end:')) };
    const other = find('button:draw') || find('button:pass');
    return other ? { target: other } : null;
  }, options);
}

// Plays a round of any game as a simple player: passes the first three tiles, bids the least
// it may (or passes), keeps its hand, names the first trumps offered, takes the first moon
// choice, leads or follows with the first tile that may be played (a line game: playRound).
export function playAnyRound(page, options = {}) {
  const picked = new Set();
  return playTurns(page, (v, ids, ts) => {
    const phase = v.state?.phase;
    const find = (pred) => ts.find((t) => pred(t.id));
    if (!v.state?.trick && v.state?.phase === 'play' && v.state?.line !== undefined) {  // a line game
      const end = find((id) => id.startsWith('end:'));
      if (end) return { target: end, until: (now) => !now.some((id) => id.startsWith('end:')) };
      const hand = find((id) => id.startsWith('hand:'));
      if (hand) return { target: hand, until: (now) => now.some((id) => id.startsWith('end:')) };
      const other = find((id) => id === 'button:draw' || id === 'button:pass');
      return other ? { target: other } : null;
    }
    if (phase === 'pass') return pickPass(picked, ts);
    if (phase === 'bid') {
      const bid = find((id) => id === 'choice:bid:pass') || find((id) => id.startsWith('choice:bid:'));
      return bid ? { target: bid } : null;
    }
    if (phase !== 'play') {
      const choice = find((id) => id.startsWith('choice:') || id.startsWith('move:'));
      return choice ? { target: choice } : null;
    }
    picked.clear();
    const half = find((id) => id.startsWith('lead:'));
    if (half) return { target: half };
    const tile = find((id) => id.startsWith('hand:'));
    if (tile) return { target: tile, until: (after) => after.some((id) => id.startsWith('lead:') || /^move:/.test(id)) };
    const move = find((id) => id.startsWith('move:'));
    return move ? { target: move } : null;
  }, options);
}

// --- Seat 0's decisions by clicks (the coach's tests) ------------------------------------

export const idsOf = async (page) => (await targets(page)).map((t) => t.id);
// Clicks the target `id` once it is there (waiting up to `ms` for it); returns once the game
// has taken the click.
export async function press(page, id, { ms = 10000 } = {}) {
  await click(page, await findTarget(page, id, { ms }));
}

// Scrolls the setup list (the wheel over it) until `id` is clickable, then clicks it. Each turn
// of the wheel and the click return once the game has taken them: the targets show the list as
// scrolled, and the click's effect.
export async function pressInList(page, id) {
  for (let i = 0; i < 30; i++) {
    const t = (await targets(page)).find((x) => x.id === id);
    if (t) {
      await click(page, t);
      return;
    }
    const size = page.viewportSize();
    await wheel(page, size.width / 2, size.height / 2, 120);
  }
  fail(`the setup list never showed ${id}; targets: ${(await idsOf(page)).join(' ')}`);
}

// Clicks `id` once and waits for `done()` (the click's effect, which may take the game a while:
// a search, a bot's move); fails with `what` if it does not come within `ms`.
export async function pressUntil(page, id, done, what, { ms = 15000 } = {}) {
  await press(page, id);
  await waitFor(`${what} (after clicking ${id})`, done, { ms, every: 30 });
}

// Waits until seat 0 is to move with its tiles or choices clickable; returns the view.
export async function myTurn(page, what) {
  return waitFor(`seat 0 to be asked (${what})`, async () => {
    const v = await view(page);
    if (roundEnded(v)) fail(`the round ended before ${what}`);
    if (v.screen !== 'table' || v.state?.to_move !== 0) return null;
    const ids = await idsOf(page);
    if (!ids.includes('button:hint')) return null;
    return ids.some((id) => /^(hand|choice|end|move|button:draw|button:pass$)/.test(id)) ? v : null;
  }, { ms: 30000 });
}

const centre = (t) => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 });

// Moves the focus to `id` with the arrows, one step at a time towards it.
export async function focusOn(page, id, what) {
  let last = '';
  for (let step = 0; step < 60; step++) {
    const v = await view(page);
    if (v.focus === id) return;
    const ts = await targets(page);
    const goal = ts.find((t) => t.id === id);
    if (!goal) fail(`${what}: nothing to focus for ${id}; targets: ${ts.map((t) => t.id).join(' ')}`);
    const from = v.focus && ts.find((t) => t.id === v.focus);
    let arrow = 'ArrowUp';  // no focus yet: the first arrow enters from the bottom
    if (from) {
      const a = centre(from), b = centre(goal);
      const dx = b.x - a.x, dy = b.y - a.y;
      // Rows first: up or down while the goal is on another row, then along the row.
      arrow = Math.abs(dy) > Math.min(goal.h, from.h) / 2 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : (dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    last = `${v.focus} -> ${arrow}`;
    await key(page, arrow);
  }
  fail(`${what}: the arrows never reached ${id} (last: ${last})`);
}

// Plays the move the simplest way: the first clickable tile or choice (not the hint's).
export async function anyMove(page) {
  const ids = await idsOf(page);
  const v = await view(page);
  if (v.state.phase === 'pass') {
    for (const id of ids.filter((x) => x.startsWith('hand:')).slice(0, 3)) await press(page, id);
    return press(page, 'button:pass_confirm');
  }
  const id = ids.find((x) => x.startsWith('choice:')) || ids.find((x) => x.startsWith('end:')) ||
             ids.find((x) => x.startsWith('lead:')) || ids.find((x) => x.startsWith('hand:')) ||
             ids.find((x) => x.startsWith('move:')) || ids.find((x) => x === 'button:draw' || x === 'button:pass');
  await press(page, id);
  const after = await idsOf(page);
  const end = after.find((x) => x.startsWith('end:'));
  if (end) await press(page, end);
}

// Clicks what makes `move` (as the hint lights it): the tiles of a pass, a choice, a tile and
// its end in a line game, a tile and the suit to lead it as.
export async function playMove(page, move, phase) {
  const ids = await idsOf(page);
  if (phase === 'pass') {
    for (const item of move.slice('pass:'.length).split(',')) await press(page, `hand:${item}`);
    return press(page, 'button:pass_confirm');
  }
  for (const id of [`choice:${move}`, `move:${move}`, `lead:${move}`, `hand:${move}`]) {
    if (ids.includes(id)) return press(page, id);
  }
  if (move === 'draw' || move === 'pass') return press(page, `button:${move}`);
  // A line game: the tile, then its end if asked; a domino led as one of its suits: the
  // tile, then the suit's button.
  const [tile, end] = move.split(':');
  await press(page, `hand:${tile}`);
  const after = await idsOf(page);
  if (after.includes(`end:${end}`)) await press(page, `end:${end}`);
  if (after.includes(`lead:${move}`)) await press(page, `lead:${move}`);
}

// --- Window sizes ----------------------------------------------------------------------

// Sets the viewport and returns once the game has drawn at the new size: the frame loop has
// sized the canvas's drawing buffer for it (the display change makes frames due) and drawn the
// settling frames after it, so targets() and a screenshot are of the new layout. Returns when
// (the page's clock) a frame at the new size was first seen drawn, for still().
export async function resize(page, size) {
  await page.setViewportSize({ width: size.width, height: size.height });
  let drawnAt = null;
  await waitFor(`the game to draw at ${size.width}x${size.height}`, async () => {
    const [now, sized, p] = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      const r = c.getBoundingClientRect(), dpr = Math.max(1, devicePixelRatio);
      return [performance.now(),
              c.width === Math.max(1, Math.round(r.width * dpr)) && c.height === Math.max(1, Math.round(r.height * dpr)),
              JSON.parse(window.boneyardTest.progress())];
    });
    if (!sized) return false;
    if (drawnAt === null) drawnAt = now;
    return p.consumed === p.received && p.settling === 0;
  }, { ms: 30000, every: 16 });
  return drawnAt;
}

// Waits for a settled picture to screenshot: the game has taken all input and either asks for
// no frame in the next 200 ms (nothing moves) or, on a table that never stands still (its
// playable tiles glow), has drawn a frame after anything gliding since `since` (the page's
// clock; default: now) has landed. A glide lasts 250 ms of the game's clock (shell/views/layout/motion.h: driven by
// time, never by frame count), so that is a frame drawn once 300 ms have passed since `since`:
// the frame counter moves on after that. Returns the last progress().
export async function still(page, since) {
  const t0 = since ?? await page.evaluate(() => performance.now());
  let mark = null, last;
  await waitFor('a settled picture', async () => {
    const [now, p] = await page.evaluate(() => [performance.now(), JSON.parse(window.boneyardTest.progress())]);
    last = p;
    if (p.consumed !== p.received || p.settling !== 0 || p.busy) return false;  // busy: a search will change it
    if (p.next_ms < 0 || p.next_ms > 200) return true;  // nothing moves
    if (mark === null && now - t0 >= 300) mark = p.frame;
    return mark !== null && p.frame > mark;
  }, { ms: 30000, every: 16, describe: () => JSON.stringify(last) });
  return last;
}

// The three sizes the browser tests look at the game in: a desktop window, a phone held
// upright and a phone on its side (CSS pixels).
export const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
];

// Screenshots a settled canvas at each of SIZES (the size the window has first: one resize
// fewer) to fileFor(size name), each checked by expectCanvasDrawn, then puts the window at
// `back` and waits for a settled picture there.
export async function shootAtSizes(page, what, fileFor, back) {
  const now = page.viewportSize();
  const first = (size) => size.width === now.width && size.height === now.height;
  for (const size of [...SIZES.filter(first), ...SIZES.filter((size) => !first(size))]) {
    await still(page, await resize(page, size));
    await expectCanvasDrawn(page, `${what} (${size.name})`, fileFor(size.name));
  }
  await still(page, await resize(page, back));
}
