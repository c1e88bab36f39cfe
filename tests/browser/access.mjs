// Browser test: the display options (larger text, reduced motion, the colour-blind palette).
// Each is turned on by real clicks on the Display screen from the title, and is still on after
// a reload; the browser's prefers-reduced-motion (emulated) turns reduced motion on without the
// option; the table menu opens the same screen and Back returns to the match. Screenshots:
// access-display-<size>.png (the screen with larger text), access-hearts-<size>.png and
// access-block9-<size>.png (the palette: four suit colours, double-nine pips),
// access-large-<size>.png and access-large-menu-<size>.png (a table and its menu with larger text).
// Reduced motion at work (a computer player's tile in place at once, gliding without it) is
// checked in a second browser at the same time.
import path from 'node:path';
import {
  anyMove, browserTest, expectCanvasDrawn, fail, idsOf, key, launch, log, myTurn, pressUntil, reachTable, resize,
  roundEnded, still, summary, view, waitFor, waitForGame, watchErrors,
} from './lib.mjs';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};
const OPTIONS = ['large_text', 'reduced_motion', 'cb_palette'];

async function shoot(page, artifactDir, name, sizes) {
  for (const size of sizes) {
    await still(page, await resize(page, SIZES[size]));
    await expectCanvasDrawn(page, `${name} (${size})`, path.join(artifactDir, `access-${name}-${size}.png`));
  }
  await resize(page, SIZES.desktop);
}

const chosen = async (page) => (await view(page)).display_chosen;
const applied = async (page) => (await view(page)).display;

// Switches `option` on the Display screen until the stored choice says `on`.
async function set(page, option, on) {
  if ((await chosen(page))[option] === on) return;
  await pressUntil(page, `display:${option}`, async () => (await chosen(page))[option] === on, `${option} ${on ? 'on' : 'off'}`);
}

// Plays seat 0 until a computer player lays a tile (not the round's last: the summary follows
// that one), then compares the frame that laid it with a frame drawn 300 ms later (a tile glides
// for 250 ms; the game's clock drives it, shell/views/layout/motion.h): whether they differ. Both are read in the
// page: a look queued with requestAnimationFrame after the game's own runs right after each
// frame the game draws, before the browser shows it, while the canvas's drawing buffer holds it
// (gl.readPixels), so how long a screenshot takes on a busy machine does not matter. If the game
// asks for no frame in the next 200 ms before then, nothing moves: the picture stays as it is.
// Returns whether the two differ.
async function movesAfterComputerTile(page) {
  for (let turns = 0; turns < 40; turns++) {
    const v = await view(page);
    if (roundEnded(v)) {  // a computer player's tile ended the round: on to the next
      await pressUntil(page, 'button:next_round', async () => !roundEnded(await view(page)), 'the next round');
      continue;
    }
    if (v.state.to_move === 0) {
      await myTurn(page, 'a move between computer tiles');
      await anyMove(page);
      continue;
    }
    const before = (v.state.line || []).length;
    const seen = await page.evaluate((before) => new Promise((resolve) => {
      const gl = document.getElementById('canvas').getContext('webgl2');
      const progress = () => JSON.parse(window.boneyardTest.progress());
      const still = (p) => p.consumed === p.received && p.settling === 0 && (p.next_ms < 0 || p.next_ms > 200);
      const read = () => {
        const buf = new Uint8Array(gl.drawingBufferWidth * gl.drawingBufferHeight * 4);
        gl.readPixels(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight, gl.RGBA, gl.UNSIGNED_BYTE, buf);
        return buf;
      };
      const differing = (a, b) => {
        let n = 0;
        for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
        return n;
      };
      const deadline = performance.now() + 20000;  // a failure limit
      let first = null, t0 = 0, frame = progress().frame;
      const look = () => {
        const p = progress();
        const drew = p.frame !== frame;
        frame = p.frame;
        if (!first) {
          const w = JSON.parse(window.boneyardTest.view());
          const ended = ['round_over', 'match_over'].includes(w.screen) || ['round_over', 'match_over'].includes(w.state?.phase);
          if ((w.state?.line || []).length > before && drew) {
            if (ended) return resolve({ landed: 'last' });
            first = read();
            t0 = performance.now();
            if (!first.some((x) => x)) return resolve({ landed: 'unread' });
            if (still(p)) return resolve({ landed: 'tile', changed: 0, how: `nothing due after it: ${JSON.stringify(p)}` });
          } else if (w.state?.to_move === 0 || ended) {
            return resolve({ landed: 'other' });
          }
        } else if (drew) {
          const ms = performance.now() - t0;
          if (ms >= 300 || still(p)) {
            return resolve({ landed: 'tile', changed: differing(first, read()), how: `${Math.round(ms)} ms later: ${JSON.stringify(p)}` });
          }
        }
        if (performance.now() > deadline) return resolve({ landed: 'timeout' });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }), before);
    if (seen.landed === 'timeout') fail(`no computer player moved in 20 s; ${summary(v)}`);
    if (seen.landed === 'unread') fail('the canvas read back blank after the game drew a frame');
    if (seen.landed !== 'tile') continue;
    log(`a computer tile: ${seen.changed} pixels changed from the frame that laid it to ${seen.how}`);
    return seen.changed > 0;
  }
  fail('no computer player laid a tile in 40 turns');
}

async function openDisplay(page, from) {
  await pressUntil(page, from, async () => (await view(page)).screen === 'display', `the Display screen from ${from}`);
}

// Reduced motion at work: a computer player's tile is in place at once (the canvas does not
// change after it lands), where it glides otherwise (the canvas changes while it does).
async function motion(page, server) {
  await page.goto(`${server.url}#game=block&players=2&seed=7&delay=300`);  // a delay: the look below is set up before the tile comes
  await waitForGame(page, 'the block table');
  await reachTable(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitFor('reduced motion from the browser', async () => (await applied(page)).reduced_motion, { ms: 15000 });
  for (let i = 0; i < 2; i++) if (await movesAfterComputerTile(page)) fail('with reduced motion a computer tile still moved after it was laid');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await waitFor('motion again', async () => !(await applied(page)).reduced_motion, { ms: 15000 });
  let glided = false;
  for (let i = 0; i < 3 && !glided; i++) glided = await movesAfterComputerTile(page);
  if (!glided) fail('without reduced motion no computer tile was seen gliding: the check above proves nothing');
  log('a computer tile: in place at once with reduced motion, gliding without');
}

browserTest('access', async ({ page, server, errors, artifactDir }) => {
  // The motion check runs in a second browser (its own profile, a landscape phone's window) at
  // the same time as the rest: each mostly waits on the game's pace.
  const second = await launch({ viewport: SIZES.landscape, reducedMotion: 'no-preference' });
  try {
    const errors2 = watchErrors(second.page);
    await Promise.all([options(page, server, errors, artifactDir),
                       motion(second.page, server).then(() => errors2.check('the motion check'))]);
  } finally {
    await second.close();
  }
}, { reducedMotion: 'no-preference' });  // reduced motion is what this test turns on and off

// The display options by clicks, across a reload, from the browser, on tables and their menu.
async function options(page, server, errors, artifactDir) {
  await page.goto(server.url);
  await waitForGame(page, 'first visit');
  let v = await view(page);
  for (const o of OPTIONS) if (v.display[o] || v.display_chosen[o]) fail(`${o} is on before anything was chosen`);
  if (v.text_percent !== 100) fail(`text is drawn at ${v.text_percent}% before larger text was chosen`);

  // Each option on by clicks, applied at once.
  await openDisplay(page, 'button:display');
  for (const o of OPTIONS) await set(page, o, true);
  await waitFor('larger text to apply', async () => (await view(page)).text_percent === 120, { ms: 15000 });
  v = await view(page);
  for (const o of OPTIONS) if (!v.display[o]) fail(`${o} was chosen but is not applied`);
  await shoot(page, artifactDir, 'display', ['desktop', 'phone', 'landscape']);

  // Kept across a reload.
  await page.reload();
  await waitForGame(page, 'reload');
  v = await view(page);
  for (const o of OPTIONS) if (!v.display_chosen[o] || !v.display[o]) fail(`${o} is off after a reload`);
  if (v.text_percent !== 120) fail(`larger text is not applied after a reload (${v.text_percent}%)`);
  log(`after a reload: ${JSON.stringify(v.display_chosen)}, text at ${v.text_percent}%`);

  // Off again by clicks; then the browser asks for reduced motion.
  await openDisplay(page, 'button:display');
  for (const o of OPTIONS) await set(page, o, false);
  await waitFor('normal text again', async () => (await view(page)).text_percent === 100, { ms: 15000 });
  if ((await applied(page)).reduced_motion) fail('reduced motion is still applied after switching it off');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitFor('reduced motion from the browser', async () => (await applied(page)).reduced_motion, { ms: 15000 });
  if ((await chosen(page)).reduced_motion) fail('the browser\'s request was stored as the player\'s choice');
  log('prefers-reduced-motion: reduce turns reduced motion on, the stored choice stays off');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await waitFor('motion again', async () => !(await applied(page)).reduced_motion, { ms: 15000 });

  // The palette on a Hearts table (four suits in hand) and a double-nine Block table.
  await set(page, 'cb_palette', true);
  await pressUntil(page, 'button:display_back', async () => (await view(page)).screen === 'title', 'back to the title');
  await page.goto(`${server.url}#game=hearts&players=4&seed=5&delay=10000`);
  await reachTable(page);
  v = await view(page);
  const suits = new Set((v.state.hands?.[0] || []).map((t) => String(t).slice(-1)));
  log(`hearts hand: ${(v.state.hands?.[0] || []).join(' ')} (${suits.size} suits)`);
  if (suits.size < 4) fail(`the Hearts hand shows ${suits.size} suits, not all four`);
  await shoot(page, artifactDir, 'hearts', ['desktop', 'phone']);
  await page.goto(`${server.url}#game=block&set=9&players=4&seed=3&delay=10000`);
  await reachTable(page);
  await shoot(page, artifactDir, 'block9', ['desktop', 'phone']);

  // The table menu opens the Display screen; Back returns to the match. Larger text on there.
  await pressUntil(page, 'button:menu', async () => (await idsOf(page)).includes('menu:display'), 'the menu');
  await openDisplay(page, 'menu:display');
  await set(page, 'cb_palette', false);
  await set(page, 'large_text', true);
  await pressUntil(page, 'button:display_back', async () => (await view(page)).screen === 'table', 'back to the table');
  await waitFor('larger text at the table', async () => (await view(page)).text_percent === 120, { ms: 15000 });
  await shoot(page, artifactDir, 'large', ['desktop', 'phone', 'landscape']);
  for (const size of ['desktop', 'phone', 'landscape']) {
    await resize(page, SIZES[size]);
    await pressUntil(page, 'button:menu', async () => (await idsOf(page)).includes('menu:display'), 'the menu');
    await still(page);
    await expectCanvasDrawn(page, `the menu with larger text (${size})`, path.join(artifactDir, `access-large-menu-${size}.png`));
    await key(page, 'Escape');
    await waitFor('the menu to close', async () => !(await idsOf(page)).includes('menu:display'), { ms: 15000 });
  }

  errors.check('access');
}
