// Browser test (issue 49): the game in another browser engine, as a first-time player meets it.
//
//   node tests/browser/engines.mjs <firefox|webkit|chromium> <siteDir> <artifactDir>
//
// In Firefox (ctest engine_firefox) or WebKit (engine_webkit), through browsers.mjs (what
// differs between engines lives there) and lib.mjs's helpers, which wait for effects:
//   1. A first visit: the title is drawn and Play becomes clickable (the time since navigation is
//      reported); Play opens the setup, where a friend online is offered only if the page can
//      make WebRTC connections (Debian's WebKitGTK cannot; Firefox can), and a seat's name is
//      typed into the page's own text field. The service worker takes control of the page,
//      and the page offers no "new version". A Hearts share link then opens its table as dealt.
//   2. A second share link opens its table over that match: Block for 2. The first move is made
//      with the keyboard alone (the arrows to a tile, Enter). Nothing sounded before the first
//      click (Play); now the page's Web Audio context runs and the plays' sounds are queued. The
//      round is played to its summary with the mouse; screenshots of the table at 1280x800 and
//      at a phone's size.
//   3. The Hearts link again, over the Block match: the question first, then its table: the pass
//      and a trick, then the page is loaded again mid-round and the match resumes where it was;
//      the round is played to its summary (with the Claim, if the deal offers it to the player).
//   4. Where the page cannot play online (WebKit here): an invitation link says at once that this
//      browser cannot join and what to use instead, and the match is kept.
//   5. The pictures compared with Chromium's: the title and the Hearts table as dealt at the
//      desktop's and the phone's size, taken the same way in a fresh Chromium page; each may
//      differ in at most 0.2% of its pixels (MOST_DIFFERENT).
//   6. Offline: the service worker controls the page; the server is stopped and the page loaded
//      again: the game starts from the worker's cache and the match is still there.
// The phone's size is 390x844, or as narrow as the engine's window can be (WebKit's: 447).
// Any console or page error fails the test (in WebKit from when the page has loaded: classic
// WebDriver runs no script before a page's own). Screenshots in <artifactDir>:
// engine-<engine>-{block-desktop,block-phone,hearts-trick,hearts-over,offline}.png, and each
// compared pair: engine-<engine>-{title,dealt-desktop,dealt-phone}[-chromium].png. Run with
// `chromium` for the same steps in Chromium (nothing to compare then).
import fs from 'node:fs';
import path from 'node:path';

import { launchBrowser } from './browsers.mjs';
import {
  anyMove, captureCanvas, decodePng, expectCanvasDrawn, fail, focusOn, idsOf, key, log, main, myTurn, parseArgs, playAnyRound, playRound,
  press, pressInList, reachTable, resize, roundEnded, still, summary, typeInField, keyInField, view, waitFor,
  waitForGame, waitForPlay, waitForStill, waitForSummary, watchErrors, wheel,
} from './lib.mjs';
import { serve } from './serve.mjs';

const engine = process.argv[2];
const AGENTS = { firefox: /Firefox\/[\d.]+/, webkit: /AppleWebKit\/[\d.]+(?!.*Chrome)/, chromium: /Chrome\/[\d.]+/ };
if (!AGENTS[engine]) {
  console.error(`usage: node engines.mjs <${Object.keys(AGENTS).join('|')}> <siteDir> <artifactDir>`);
  process.exit(2);
}
process.argv.splice(2, 1);  // the rest as every browser test takes them
const DESKTOP = { width: 1280, height: 800 }, PHONE = { width: 390, height: 844 };
const HEARTS = '#game=hearts&players=4&seed=8&level=random&delay=0';
// A picture may differ from Chromium's in this share of its pixels (by more than 24 in a colour
// channel). Here all three engines draw WebGL with Mesa's llvmpipe and none differed (0.000%);
// with Chromium on its own SwiftShader, a few tiles' and letters' edges did (0.002-0.024%), as
// another machine's renderers may.
const MOST_DIFFERENT = 0.002;
const sound = async (page) => (await view(page)).sound;
const audioState = (page) => page.evaluate(() => window.boneyardTest.audio()?.context.state ?? 'none');

// 1. The title, Play, the setup and a seat's name.
async function firstVisit(page, server) {
  await page.goto(server.url);
  await waitForGame(page, 'the first visit');
  const ready = await waitForPlay(page);
  const agent = await page.evaluate(() => navigator.userAgent);
  if (!AGENTS[engine].test(agent)) fail(`the page is not ${engine}'s: ${agent}`);
  log(`${agent.match(AGENTS[engine])[0]}: Play clickable ${Math.round(ready)} ms after navigation`);
  await waitForStill(page);
  await expectCanvasDrawn(page, 'the title');
  const title = await captureCanvas(page);
  // The browser's autoplay rule: nothing may sound before the player's first input.
  if ((await sound(page)).device_open || (await audioState(page)) !== 'none') fail('the audio output opened before any input');
  await press(page, 'button:play');
  await waitFor('the setup', async () => (await view(page)).screen === 'setup', { ms: 10000 });
  const online = await page.evaluate(() => Boolean(window.boneyardOnline?.supported()));
  for (let i = 0; i < 30 && !(await idsOf(page)).includes('seat_kind:1:0'); i++) await wheel(page, DESKTOP.width / 2, DESKTOP.height / 2, 60);
  const ids = await idsOf(page);
  if (!ids.includes('seat_kind:1:0')) fail(`the setup list never showed West's seat; targets: ${ids.join(' ')}`);
  const friendOffered = ids.includes('seat_kind:1:2');
  log(`online play here: ${online}; a friend's seat offered: ${friendOffered}`);
  if (friendOffered !== online) fail(`the setup ${friendOffered ? 'offers' : 'does not offer'} a friend online, and WebRTC is ${online ? '' : 'not '}there`);
  if (engine === 'firefox' && !online) fail('Firefox has WebRTC, and the page says it cannot play online');
  await pressInList(page, 'seat_name:0');
  await typeInField(page, 'Ada', (v) => v.setup.editing?.text === 'Ada');
  await keyInField(page, 'Enter', (v) => v.setup.editing === null);
  const name = (await view(page)).setup.names[0];
  if (name !== 'Ada') fail(`the typed name is not the seat's: ${name}`);
  log(`seat 0's name typed in the page's field: ${name}`);
  // The first visit's service worker takes control of the page as it activates: that is no new
  // version to offer (WebKit once told the page so before it told the worker installed).
  await waitFor('the service worker to control the page',
                () => page.evaluate(() => navigator.serviceWorker?.controller?.state === 'activated'), { ms: 30000 });
  if (await page.evaluate(() => !document.getElementById('update').hidden)) fail('a first visit offers a new version of the game');
  return { online, title };
}

// The pictures compared with Chromium's: a Hearts table as dealt (the pass to make; nobody has
// moved yet, so the first visit's tip is there in both) at the desktop's size and the phone's.
// Returns { name: PNG }.
async function tableAsDealt(page, server, phone) {
  await page.goto(server.url + HEARTS);
  await reachTable(page);
  await waitFor('the pass', async () => (await view(page)).state?.phase === 'pass', { ms: 10000 });
  const shots = {};
  for (const [size, name] of [[DESKTOP, 'dealt-desktop'], [phone, 'dealt-phone']]) {
    await still(page, await resize(page, size));
    shots[name] = await captureCanvas(page);
  }
  await still(page, await resize(page, DESKTOP));
  return shots;
}

// The same pictures in Chromium (a fresh page: its title, then the table as dealt); fails where
// a picture differs from the engine's in more than MOST_DIFFERENT of its pixels. Each pair is
// saved: engine-<engine>-<name>.png and engine-<engine>-<name>-chromium.png.
async function compareWithChromium(server, phone, theirs, shot) {
  const chromium = await launchBrowser('chromium', { viewport: DESKTOP });
  try {
    const { page } = chromium;
    await page.goto(server.url);
    await waitForGame(page, 'Chromium');  // the loading card gone
    await waitForPlay(page);
    await waitForStill(page);
    const ours = { title: await captureCanvas(page), ...(await tableAsDealt(page, server, phone)) };
    for (const [name, png] of Object.entries(theirs)) {
      fs.writeFileSync(shot(name), png);
      fs.writeFileSync(shot(`${name}-chromium`), ours[name]);
      const a = decodePng(png), b = decodePng(ours[name]);
      if (a.width !== b.width || a.height !== b.height) fail(`${name}: ${a.width}x${a.height} here, ${b.width}x${b.height} in Chromium`);
      let differ = 0;
      for (let i = 0; i < a.width * a.height; i++) {
        for (let k = 0; k < 3; k++) {
          if (Math.abs(a.data[i * a.channels + k] - b.data[i * b.channels + k]) > 24) {
            differ++;
            break;
          }
        }
      }
      const share = differ / (a.width * a.height);
      log(`${name} (${a.width}x${a.height}): ${(share * 100).toFixed(3)}% of the pixels differ from Chromium's`);
      if (share > MOST_DIFFERENT) fail(`${name} differs from Chromium's in ${(share * 100).toFixed(2)}% of its pixels (${shot(name)})`);
    }
  } finally {
    await chromium.close();
  }
}

// 2. Block by a share link: a move by the keyboard, the sound, the round with the mouse.
async function blockRound(page, server, shot, limits, phone) {
  await page.goto(`${server.url}#game=block&players=2&seed=7&delay=0`);
  await reachTable(page);
  const v = await myTurn(page, 'the first move');
  const tile = (await idsOf(page)).find((id) => id.startsWith('hand:'));
  if (!tile) fail(`no tile to play by the keyboard: ${summary(v)}`);
  await focusOn(page, tile, 'a tile');
  await key(page, 'Enter');
  await waitFor('the keyboard\'s move', async () => {
    const now = await view(page);
    if (JSON.stringify(now.state) !== JSON.stringify(v.state)) return true;
    const end = (await idsOf(page)).find((id) => id === 'end:L' || id === 'end:R');
    if (end) await key(page, end.slice(4));  // both ends fit: L or R
    return false;
  }, { ms: 15000, every: 30 });
  log(`the keyboard played ${tile.slice(5)}`);
  await waitFor('the audio output to open', async () => (await sound(page)).device_open, { ms: 15000 });
  if (limits.audio) log(`the Web Audio context is ${await audioState(page)}, not checked: ${limits.audio}`);
  else await waitFor('the Web Audio context to run', async () => (await audioState(page)) === 'running', { ms: 15000 });
  await waitFor("the play's sound", async () => Object.values((await sound(page)).played).some((n) => n > 0), { ms: 15000 });
  const s = await sound(page);
  log(`after the keyboard's move: output open at ${s.rate} Hz, context ${await audioState(page)}, cues queued ${JSON.stringify(s.played)}`);
  let shots = 0;
  const { view: end, moves } = await playRound(page, {
    afterMove: async () => {
      if (shots++) return;
      for (const [size, name] of [[DESKTOP, 'block-desktop'], [phone, 'block-phone']]) {
        await still(page, await resize(page, size));
        await expectCanvasDrawn(page, `Block at ${size.width}x${size.height}`, shot(name));
      }
      await still(page, await resize(page, DESKTOP));
    },
  });
  log(`Block: round over after ${moves + 1} moves of seat 0: ${summary(end)}`);
  await waitForSummary(page);
}

// 3. Hearts by a share link over the match in progress: the pass, a trick, a reload, the end.
async function heartsRound(page, server, shot) {
  await page.goto(server.url + HEARTS);
  await waitFor('the question before replacing the match', async () => (await view(page)).screen === 'confirm', { ms: 10000 });
  await reachTable(page);
  if ((await view(page)).state?.game !== 'hearts') fail(`the Hearts link opened ${summary(await view(page))}`);
  await waitFor('the pass', async () => (await view(page)).state?.phase === 'pass', { ms: 10000 });
  await anyMove(page);  // the pass
  await waitFor('a trick of two tiles or more', async () => {  // seat 0 plays its part
    const now = await view(page);
    if ((now.state?.trick ?? []).length >= 2) return true;
    if (now.state?.to_move === 0 && now.state?.phase === 'play' && (await idsOf(page)).includes('button:hint')) await anyMove(page);
    return false;
  }, { ms: 30000 });
  await waitForStill(page);
  await expectCanvasDrawn(page, 'a Hearts trick', shot('hearts-trick'));
  const before = (await view(page)).state;
  log(`reloading mid-round: ${before.hands[0].length} tiles in hand, trick ${JSON.stringify(before.trick)}`);
  await page.reload();
  await waitForGame(page, 'the reload');
  if ((await view(page)).screen === 'title') await press(page, 'button:continue');
  const after = await waitFor('the match to resume', async () => {
    const now = await view(page);
    return now.screen === 'table' && now.state ? now.state : null;
  }, { ms: 10000 });
  if (JSON.stringify(after.hands[0]) !== JSON.stringify(before.hands[0]) || JSON.stringify(after.scores) !== JSON.stringify(before.scores))
    fail(`the match did not resume as it was: hand ${JSON.stringify(after.hands[0])} against ${JSON.stringify(before.hands[0])}`);
  log('the reload resumed the match with the same hand and scores');
  let claimed = false;
  const end = await playAnyRound(page, {
    afterMove: async () => {
      if (claimed || !(await idsOf(page)).includes('button:claim')) return;
      await press(page, 'button:claim');
      claimed = true;
      await waitFor('the claim at the table', async () => (await view(page)).claimed?.showing, { ms: 10000 });
      await key(page, 'Space');
    },
  });
  log(`Hearts: ${summary(end.view)}${claimed ? ', the rest claimed' : ' (no claim offered)'}`);
  await waitForSummary(page);
  await expectCanvasDrawn(page, 'the Hearts summary', shot('hearts-over'));
  const points = end.view.state.scores.reduce((a, b) => a + b, 0);
  if (points !== 26 && points !== 78) fail(`the round's points add up to ${points}`);
}

// 4. Offline: from the service worker's cache, the match still there.
async function offline(page, server, shot) {
  await waitFor('the service worker to control the page', () => page.evaluate(() =>
    navigator.serviceWorker.ready.then((r) => !!r.active && !!navigator.serviceWorker.controller)), { ms: 30000 });
  await server.close();
  log('the server stopped: loading the page again');
  await page.reload();
  await waitForGame(page, 'the page with no server');
  const v = await view(page);
  if (!roundEnded(v) && !(await idsOf(page)).includes('button:continue')) fail(`offline, the match is gone: ${summary(v)}`);
  await waitForStill(page);
  await expectCanvasDrawn(page, 'offline', shot('offline'));
  log(`offline: the page started from the service worker (${summary(v)})`);
}

// 5. An invitation where the page cannot play online: said at once, the match kept.
async function invitationRefused(page, server) {
  await page.goto(`${server.url}#join=1.${'A'.repeat(40)}`);
  const v = await waitFor('the invitation to be answered', async () => {
    const now = await view(page);
    return now.screen === 'title' && now.message ? now : null;
  }, { ms: 10000 });
  log(`the invitation, opened here: "${v.message}"`);
  if (!/cannot join/.test(v.message) || !/Firefox|Chrome|Safari/.test(v.message)) fail(`the invitation's refusal is unclear: ${v.message}`);
  if (!(await idsOf(page)).includes('button:continue')) fail('after the refused invitation the match in progress is gone');
}

main(`engine_${engine}`, async () => {
  const { siteDir, artifactDir } = parseArgs('engines.mjs');
  const shot = (name) => path.join(artifactDir, `engine-${engine}-${name}.png`);
  const server = await serve(siteDir);
  const side = await launchBrowser(engine, { viewport: DESKTOP });
  const started = Date.now();
  try {
    const { page } = side;
    const errors = watchErrors(page);
    const { online, title } = await firstVisit(page, server);
    // A phone held upright, as narrow as the engine's window can be here (WebKit's MiniBrowser
    // is no narrower than its toolbar).
    const phone = { width: Math.max(PHONE.width, side.limits.narrowest ?? 0), height: PHONE.height };
    const pictures = { title, ...(await tableAsDealt(page, server, phone)) };
    errors.check('on the first visit');
    await blockRound(page, server, shot, side.limits, phone);
    errors.check('in the Block round');
    await heartsRound(page, server, shot);
    errors.check('in the Hearts round');
    if (!online) await invitationRefused(page, server);
    if (engine !== 'chromium') await compareWithChromium(server, phone, pictures, shot);
    await offline(page, server, shot);
    errors.check('offline');
    log(`${engine}: the whole test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await side.close();
    await server.close().catch(() => {});
  }
});
