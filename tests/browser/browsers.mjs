// The browsers a test may open a page in, by name: launchBrowser('chromium' | 'firefox' | 'webkit', options)
// returns { name, page, addInitScript(fn), processes(), close }: a page whatever the browser, for
// lib.mjs's helpers (they use page.evaluate, page.mouse, page.keyboard and page.goto, which
// Playwright's and Puppeteer's pages share); addInitScript(fn) runs `fn` in every document the
// page loads, before the page's own scripts; processes() lists the ids of the browser's
// processes (its main one and all it started), for a test that holds them off the CPU.
//
// - Chromium: Debian's, headless, through Playwright (lib.mjs launch(); its options apply).
// - Firefox: Debian's firefox-esr through puppeteer-core over WebDriver BiDi. Headless Firefox
//   has no WebGL on these machines; a headful one in a virtual X display (Xvfb) has WebGL 2 on
//   Mesa's llvmpipe, so each Firefox gets an Xvfb of its own, closed with it. Its profile is a
//   fresh one (Puppeteer's, with its prefs that keep Firefox off the network), plus ours:
//   reduced motion as lib.mjs asks of Chromium, and WebRTC host candidates as addresses rather
//   than .local names nothing resolves in a test's network.
//
// - WebKit: Debian's WebKitGTK (its MiniBrowser) through WebKitWebDriver, classic WebDriver,
//   with WebdriverIO's `webdriver` client, in an Xvfb of its own as Firefox. The page it returns
//   is ours (WebDriverPage): the calls lib.mjs makes, over WebDriver's script and actions.
//
// `limits` names what the engine cannot do here that it does on a player's machine, and why
// (a test checks what it can of that and says so).
//
// Every page answers lib.mjs's calls alike: evaluate, goto, reload, mouse, keyboard,
// setViewportSize and viewportSize, screenshot({clip}), on('console' | 'pageerror').
//
// Options: viewport ({width, height}, CSS pixels), reducedMotion ('reduce' unless told), and for
// Chromium any of lib.mjs launch()'s (extraArgs, mobile, executablePath...). Firefox and WebKit
// take no touch screen: a phone's size, with the mouse.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

import { decodePng, encodePng, fail, launch, waitFor } from './lib.mjs';

export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const BROWSERS = ['chromium', 'firefox', 'webkit'];

export function launchBrowser(name, options = {}) {
  if (name === 'chromium') {
    return launch(options).then((side) => ({
      name,
      ...side,
      limits: {},
      addInitScript: (fn) => side.context.addInitScript(fn),
      processes: () => processTree(chromiumMain(side.profile)),
    }));
  }
  if (name === 'firefox') return launchFirefox(options);
  if (name === 'webkit') return launchWebKit(options);
  return fail(`no browser named ${name} (${BROWSERS.join(', ')})`);
}

// The process ids under `root` (itself included), from /proc.
function processTree(root) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // it ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

// Chromium's main process for the profile `profile`: the one started with it that is no child
// process's (those have --type=).
function chromiumMain(profile) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args;
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (args.includes(`--user-data-dir=${profile}`) && !args.some((a) => a.startsWith('--type='))) return Number(entry);
  }
  return fail(`no Chromium process runs the profile ${profile}`);
}

// A virtual X display: Xvfb picks a free display number and writes it to the pipe once it
// accepts clients (-displayfd), so nothing waits for time. Returns { display: ':N', close }.
export function startXvfb({ width = 1280, height = 900 } = {}) {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
                     { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  xvfb.stderr.on('data', (d) => { errors += d; });
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdio[3].on('data', (d) => {
      out += d;
      if (!out.includes('\n')) return;
      resolve({
        display: `:${out.trim()}`,
        close() {
          xvfb.kill();
        },
      });
    });
    xvfb.on('error', (e) => reject(new Error(`Xvfb could not start: ${e.message}`)));
    xvfb.on('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it took clients: ${errors.trim()}`)));
  });
}

export async function launchFirefox({ viewport = { width: 1280, height: 800 }, reducedMotion = 'reduce' } = {}) {
  const x = await startXvfb({ width: Math.max(1280, viewport.width), height: Math.max(900, viewport.height + 100) });
  let browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: false,
      dumpio: Boolean(process.env.BONEYARD_BROWSER_OUTPUT),  // Firefox's own output, for a failure to tell
      env: { ...process.env, DISPLAY: x.display },
      extraPrefsFirefox: {
        'ui.prefersReducedMotion': reducedMotion === 'reduce' ? 1 : 0,
        'media.peerconnection.ice.obfuscate_host_addresses': false,
      },
    });
  } catch (e) {
    x.close();
    throw e;
  }
  const page = (await browser.pages())[0] || (await browser.newPage());
  await page.setViewport(viewport);  // Firefox leaves launch()'s defaultViewport aside
  // Playwright's calls, as lib.mjs makes them: the viewport's names, the wheel's deltas as
  // arguments, and a key with its modifiers in one name ('Shift+Tab').
  page.setViewportSize = (size) => page.setViewport(size);
  page.viewportSize = () => page.viewport();
  const { mouse, keyboard } = page;
  const wheel = mouse.wheel.bind(mouse), press = keyboard.press.bind(keyboard);
  mouse.wheel = (deltaX, deltaY) => wheel({ deltaX, deltaY });
  keyboard.press = async (name) => {
    const keys = name.length > 1 ? name.split('+') : [name];
    for (const k of keys.slice(0, -1)) await keyboard.down(k);
    await press(keys.at(-1));
    for (const k of keys.slice(0, -1).reverse()) await keyboard.up(k);
  };
  return {
    name: 'firefox',
    browser,
    page,
    // What this engine cannot do on these machines that it does on a player's (docs/testing.md).
    limits: { audio: "Firefox's Web Audio needs a sound device or server, and these machines have none: " +
                     'its AudioContext stays suspended, even on a blank page after a click' },
    addInitScript: (fn) => page.evaluateOnNewDocument(fn),
    processes: () => processTree(browser.process().pid),
    async close() {
      await browser.close().catch(() => {});
      x.close();
    },
  };
}

// --- WebKit --------------------------------------------------------------------------------

// A free port on the loopback, for a driver to listen on.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function launchWebKit({ viewport = { width: 1280, height: 800 }, reducedMotion = 'reduce' } = {}) {
  const x = await startXvfb({ width: Math.max(1280, viewport.width), height: Math.max(900, viewport.height + 100) });
  // WebKitGTK asks GTK whether to animate: its settings.ini in a home of the test's own says
  // no to reduce motion (prefers-reduced-motion: reduce in the page).
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'boneyard-webkit-'));
  fs.mkdirSync(path.join(home, 'gtk-3.0'));
  fs.writeFileSync(path.join(home, 'gtk-3.0', 'settings.ini'),
                   `[Settings]\ngtk-enable-animations=${reducedMotion === 'reduce' ? 0 : 1}\n`);
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: x.display, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, XDG_DATA_HOME: home },
  });
  let driverErrors = '';
  driver.stderr.on('data', (d) => { driverErrors += d; });
  const close = async (client) => {
    if (client) await client.deleteSession().catch(() => {});
    driver.kill();
    x.close();
    fs.rmSync(home, { recursive: true, force: true });
  };
  let client;
  try {
    await waitFor('WebKitWebDriver to answer', () => fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false),
                  { ms: 15000, every: 50, describe: () => driverErrors.trim() || '(nothing on its stderr)' });
    // Its client's loggers take their level when loaded: only errors, as the other engines'.
    process.env.WDIO_LOG_LEVEL ??= 'error';
    const { default: WebDriver } = await import('webdriver');
    client = await WebDriver.newSession({
      hostname: '127.0.0.1', port, path: '/', logLevel: 'error', connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        'wdio:enforceWebDriverClassic': true,  // WebKitWebDriver speaks no BiDi
      },
    });
  } catch (e) {
    await close(client);
    throw e;
  }
  const page = new WebDriverPage(client);
  // MiniBrowser's window is no narrower than its toolbar: how narrow a page it can show.
  const [narrowest] = await page.resizeWindow({ width: 200, height: viewport.height });
  await page.setViewportSize(viewport);
  return {
    name: 'webkit',
    page,
    limits: { narrowest },
    addInitScript: () => fail("WebKit's classic WebDriver runs no script before a page's own"),
    processes: () => processTree(driver.pid),
    close: () => close(client),
  };
}

// W3C WebDriver's code for each key lib.mjs presses by Playwright's name.
const KEYS = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', Delete: '\uE017', Space: ' ',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Home: '\uE011', End: '\uE010',
  PageUp: '\uE00E', PageDown: '\uE00F', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A', Meta: '\uE03D',
};
const keyCode = (name) => {
  if (KEYS[name]) return KEYS[name];
  if ([...name].length === 1) return name;
  return fail(`no WebDriver key for ${name}`);
};

// Records the page's console errors and uncaught errors in window.boneyardErrors, from the
// moment it runs; each evaluate() takes them away with its answer. Classic WebDriver has no
// script that runs before the page's own, so what fails while the page loads is seen by
// waitForGame (the page's own error state), not here.
function recordErrors() {
  if (window.boneyardErrors) return;
  const errors = window.boneyardErrors = [];
  const error = console.error.bind(console);
  console.error = (...args) => {
    errors.push(['console', args.map(String).join(' ')]);
    error(...args);
  };
  window.addEventListener('error', (e) => errors.push(['pageerror', e.message]));
  window.addEventListener('unhandledrejection', (e) => errors.push(['pageerror', String(e.reason)]));
}

// A page as lib.mjs drives one, over classic WebDriver: script by Execute Script (which waits
// for a promise the script returns), input by Perform Actions (a mouse and a keyboard), and the
// viewport by the window's size less what the browser's frame takes.
class WebDriverPage {
  constructor(client) {
    this.client = client;
    this.listeners = { console: [], pageerror: [] };
    this.size = null;
    this.pointer = { x: 0, y: 0 };
    const pointer = (actions) => this.actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
    const to = (px, py) => {
      this.pointer = { x: Math.round(px), y: Math.round(py) };
      return { type: 'pointerMove', duration: 0, origin: 'viewport', ...this.pointer };
    };
    this.mouse = {
      move: (px, py) => pointer([to(px, py)]),
      down: () => pointer([{ type: 'pointerDown', button: 0 }]),
      up: () => pointer([{ type: 'pointerUp', button: 0 }]),
      click: (px, py) => pointer([to(px, py), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
      // WebKitWebDriver has no wheel among its input sources (it takes a wheel action and does
      // nothing): the page gets the wheel's event where the pointer is, as the browser sends it.
      wheel: (deltaX, deltaY) => this.evaluate(({ x, y, dx, dy }) => {
        document.elementFromPoint(x, y).dispatchEvent(new WheelEvent('wheel', {
          clientX: x, clientY: y, deltaX: dx, deltaY: dy, deltaMode: 0, bubbles: true, cancelable: true,
        }));
      }, { ...this.pointer, dx: deltaX, dy: deltaY }),
    };
    const keys = (codes) => this.actions([{
      type: 'key', id: 'keyboard',
      actions: [...codes.map((value) => ({ type: 'keyDown', value })), ...codes.reverse().map((value) => ({ type: 'keyUp', value }))],
    }]);
    this.keyboard = {
      press: (name) => keys(name.split('+').map(keyCode)),
      type: async (text) => {
        for (const ch of text) await keys([ch]);
      },
      insertText: (text) => this.keyboard.type(text),
    };
  }

  async actions(list) {
    await this.client.performActions(list);
  }

  on(event, handler) {
    if (this.listeners[event]) this.listeners[event].push(handler);
  }

  // Runs `fn(arg)` in the page and returns its result (awaited if a promise).
  async evaluate(fn, arg) {
    const script = `const value = await (${fn})(arguments[0]);
                    const errors = window.boneyardErrors ? window.boneyardErrors.splice(0) : [];
                    return [value === undefined ? null : value, errors];`;
    const [value, errors] = await this.client.executeScript(`return (async () => { ${script} })();`, [arg ?? null]);
    for (const [kind, text] of errors) {
      if (kind === 'console') for (const h of this.listeners.console) h({ type: () => 'error', text: () => text });
      else for (const h of this.listeners.pageerror) h(new Error(text));
    }
    return value;
  }

  async goto(url) {
    await this.client.navigateTo(url);
    await this.evaluate(recordErrors);
  }

  async reload() {
    await this.client.refresh();
    await this.evaluate(recordErrors);
  }

  viewportSize() {
    return this.size;
  }

  // The window is sized so its page (innerWidth x innerHeight) is `size`: once as asked, then
  // by what the browser's frame took.
  async setViewportSize(size) {
    let outer = { ...size }, w = 0, h = 0;
    for (let i = 0; i < 3 && !(w === size.width && h === size.height); i++) {
      let rect;
      [w, h, rect] = await this.resizeWindow(outer);
      outer = { width: rect.width + size.width - w, height: rect.height + size.height - h };
    }
    if (w !== size.width || h !== size.height) fail(`the browser's page cannot be ${size.width}x${size.height}: it is ${w}x${h}`);
    this.size = { width: size.width, height: size.height };
  }

  // Asks for a window of `outer` and returns [innerWidth, innerHeight, the window's rect] once
  // the page has taken the window's new size. WebDriver answers when the window has it; the
  // page's own size follows later (WebKit sends it to the page's process), and reading it
  // before then saw the old one on a busy machine. So the page counts its resize events from
  // before the ask, and a changed window is waited on until the page has seen one.
  async resizeWindow(outer) {
    const before = await this.client.getWindowRect();
    await this.client.executeScript(`if (!window.boneyardResizes) {
                                       window.boneyardResizes = { count: 0 };
                                       addEventListener('resize', () => window.boneyardResizes.count++);
                                     }
                                     window.boneyardResizes.count = 0;`, []);
    const rect = await this.client.setWindowRect(null, null, outer.width, outer.height);
    const changed = rect.width !== before.width || rect.height !== before.height;
    const [w, h] = await waitFor(`the page to take the ${rect.width}x${rect.height} window`, async () => {
      const [count, ...inner] = await this.client.executeScript(
          'return [window.boneyardResizes.count, innerWidth, innerHeight]', []);
      return (count > 0 || !changed) && inner;
    }, { ms: 10000, every: 20 });
    return [w, h, rect];
  }

  // A PNG of the page, or of `clip` in it (CSS pixels, the device's scale 1 here).
  async screenshot({ clip } = {}) {
    const shot = Buffer.from(await this.client.takeScreenshot(), 'base64');
    if (!clip) return shot;
    const img = decodePng(shot);
    const x0 = Math.round(clip.x), y0 = Math.round(clip.y);
    const w = Math.min(Math.round(clip.width), img.width - x0), h = Math.min(Math.round(clip.height), img.height - y0);
    const data = Buffer.alloc(w * h * img.channels);
    for (let y = 0; y < h; y++) {
      const from = ((y0 + y) * img.width + x0) * img.channels;
      img.data.copy(data, y * w * img.channels, from, from + w * img.channels);
    }
    return encodePng({ width: w, height: h, channels: img.channels, data });
  }
}
