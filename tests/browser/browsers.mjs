// The browsers a test may open a page in, by name: launchBrowser('chromium' | 'firefox', options)
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
// Options: viewport ({width, height}, CSS pixels), reducedMotion ('reduce' unless told), and for
// Chromium any of lib.mjs launch()'s (extraArgs, mobile, executablePath...). Firefox takes no
// touch screen: a phone's size, with the mouse.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';

import { fail, launch } from './lib.mjs';

export const FIREFOX = process.env.FIREFOX || '/usr/bin/firefox-esr';
export const BROWSERS = ['chromium', 'firefox'];

export function launchBrowser(name, options = {}) {
  if (name === 'chromium') {
    return launch(options).then((side) => ({
      name,
      ...side,
      addInitScript: (fn) => side.context.addInitScript(fn),
      processes: () => processTree(chromiumMain(side.profile)),
    }));
  }
  if (name === 'firefox') return launchFirefox(options);
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
  return {
    name: 'firefox',
    browser,
    page,
    addInitScript: (fn) => page.evaluateOnNewDocument(fn),
    processes: () => processTree(browser.process().pid),
    async close() {
      await browser.close().catch(() => {});
      x.close();
    },
  };
}
