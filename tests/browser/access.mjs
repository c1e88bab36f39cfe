// Browser test: the display options (larger text, reduced motion, the colour-blind palette).
// Each is turned on by real clicks on the Display screen from the title, and is still on after
// a reload; the browser's prefers-reduced-motion (emulated) turns reduced motion on without the
// option; the table menu opens the same screen and Back returns to the match. Screenshots:
// access-display-<size>.png (the screen with larger text), access-hearts-<size>.png and
// access-block9-<size>.png (the palette: four suit colours, double-nine pips),
// access-large-<size>.png and access-large-menu-<size>.png (a table and its menu with larger text).
import path from 'node:path';
import {
  anyMove, browserTest, expectCanvasDrawn, fail, idsOf, log, myTurn, pressUntil, reachTable, roundEnded, sleep, view,
  waitFor, waitForGame, waitForStill,
} from './lib.mjs';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};
const OPTIONS = ['large_text', 'reduced_motion', 'cb_palette'];

async function shoot(page, artifactDir, name, sizes) {
  for (const size of sizes) {
    await page.setViewportSize(SIZES[size]);
    await sleep(300);
    await waitForStill(page, 3000);
    await expectCanvasDrawn(page, `${name} (${size})`, path.join(artifactDir, `access-${name}-${size}.png`));
  }
  await page.setViewportSize(SIZES.desktop);
  await sleep(300);
}

const chosen = async (page) => (await view(page)).display_chosen;
const applied = async (page) => (await view(page)).display;

// Switches `option` on the Display screen until the stored choice says `on`.
async function set(page, option, on) {
  if ((await chosen(page))[option] === on) return;
  await pressUntil(page, `display:${option}`, async () => (await chosen(page))[option] === on, `${option} ${on ? 'on' : 'off'}`);
}

// Plays seat 0 until a computer player lays a tile, then screenshots the canvas as soon as the
// state says so and again 400 ms later (a tile glides for 250 ms): whether the two differ.
async function movesAfterComputerTile(page) {
  for (let turns = 0; turns < 30; turns++) {
    const v = await view(page);
    if (roundEnded(v)) fail('the round ended before a computer player laid a tile');
    if (v.state.to_move === 0) {
      await myTurn(page, 'a move between computer tiles');
      await anyMove(page);
      continue;
    }
    const before = (v.state.line || []).length;
    const landed = await waitFor('a computer player to move', async () => {
      const w = await view(page);
      if ((w.state.line || []).length > before) return 'tile';
      return w.state.to_move === 0 || roundEnded(w) ? 'other' : null;
    }, { ms: 20000, every: 5 });
    if (landed !== 'tile') continue;
    const first = await page.locator('#canvas').screenshot();
    await sleep(400);
    const later = await page.locator('#canvas').screenshot();
    return !first.equals(later);
  }
  fail('no computer player laid a tile in 30 turns');
}

async function openDisplay(page, from) {
  await pressUntil(page, from, async () => (await view(page)).screen === 'display', `the Display screen from ${from}`);
}

browserTest('access', async ({ page, server, errors, artifactDir }) => {
  await page.goto(server.url);
  await waitForGame(page, 'first visit');
  let v = await view(page);
  for (const o of OPTIONS) if (v.display[o] || v.display_chosen[o]) fail(`${o} is on before anything was chosen`);
  if (v.text_percent !== 100) fail(`text is drawn at ${v.text_percent}% before larger text was chosen`);

  // Each option on by clicks, applied at once.
  await openDisplay(page, 'button:display');
  for (const o of OPTIONS) await set(page, o, true);
  await waitFor('larger text to apply', async () => (await view(page)).text_percent === 120, { ms: 5000 });
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
  await waitFor('normal text again', async () => (await view(page)).text_percent === 100, { ms: 5000 });
  if ((await applied(page)).reduced_motion) fail('reduced motion is still applied after switching it off');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitFor('reduced motion from the browser', async () => (await applied(page)).reduced_motion, { ms: 5000 });
  if ((await chosen(page)).reduced_motion) fail('the browser\'s request was stored as the player\'s choice');
  log('prefers-reduced-motion: reduce turns reduced motion on, the stored choice stays off');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await waitFor('motion again', async () => !(await applied(page)).reduced_motion, { ms: 5000 });

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
  await waitFor('larger text at the table', async () => (await view(page)).text_percent === 120, { ms: 5000 });
  await shoot(page, artifactDir, 'large', ['desktop', 'phone', 'landscape']);
  for (const size of ['desktop', 'phone', 'landscape']) {
    await page.setViewportSize(SIZES[size]);
    await sleep(300);
    await pressUntil(page, 'button:menu', async () => (await idsOf(page)).includes('menu:display'), 'the menu');
    await waitForStill(page, 3000);
    await expectCanvasDrawn(page, `the menu with larger text (${size})`, path.join(artifactDir, `access-large-menu-${size}.png`));
    await page.keyboard.press('Escape');
    await waitFor('the menu to close', async () => !(await idsOf(page)).includes('menu:display'), { ms: 5000 });
  }

  // Reduced motion at work: a computer player's tile is in place at once (the canvas does not
  // change after it lands), where it glides otherwise (the canvas changes while it does).
  await page.goto(`${server.url}#game=block&players=2&seed=7&delay=900`);
  await reachTable(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitFor('reduced motion from the browser', async () => (await applied(page)).reduced_motion, { ms: 5000 });
  for (let i = 0; i < 2; i++) if (await movesAfterComputerTile(page)) fail('with reduced motion a computer tile still moved after it was laid');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await waitFor('motion again', async () => !(await applied(page)).reduced_motion, { ms: 5000 });
  let glided = false;
  for (let i = 0; i < 3 && !glided; i++) glided = await movesAfterComputerTile(page);
  if (!glided) fail('without reduced motion no computer tile was seen gliding: the check above proves nothing');
  log('a computer tile: in place at once with reduced motion, gliding without');
  errors.check('access');
});
