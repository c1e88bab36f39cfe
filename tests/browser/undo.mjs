// Browser test: Undo in every game, through real clicks (and the U key once).
//
//   node tests/browser/undo.mjs <siteDir> <artifactDir>
//
// For each game a share link opens a table; seat 0 makes decisions as a simple player would
// (picks and passes three, bids the most, takes the first choice offered, plays the first
// tile that may be played). At the decisions the test names (the pass or the bid, and a play
// in the middle of a trick or of the line) it waits for the computer players to answer,
// clicks Undo, and checks the table is exactly as it was before the decision (seat 0's view);
// then it makes the same decision again and checks the computer players answer exactly as
// before. In Block it takes one decision back with the U key, and turns Undo off in the menu
// (the button goes) and on again. Fails on any console or page error. Screenshots (at
// 1280x800): undo-<game>-before.png (the table with the Undo button) and undo-menu.png.
// The tables are played at the phone size (390x844), whose frames cost about half the
// desktop's in software WebGL, and each screenshot is taken at the desktop's: 28 s of CPU (all
// the test's processes, alone; 18 s wall) played at 1280x800, 23-25 s (16-17 s wall) so.
import path from 'node:path';
import {
  answerReplace, browserTest, click, expectCanvasDrawn, fail, key, log, press, reachTable, resize, roundEnded, SIZES,
  still, summary, targets, view, waitFor, waitForGame,
} from './lib.mjs';

const DESKTOP = SIZES[0], PHONE = SIZES[1];

// A screenshot at the desktop's size, then back to the phone's, where the tables are played.
async function desktopShot(page, what, file) {
  await still(page, await resize(page, DESKTOP));
  await expectCanvasDrawn(page, what, file);
  await still(page, await resize(page, PHONE));
}

// The computer players' pace does not matter here (the checks compare states, and every wait
// waits for the state it wants): no delay.
const GAMES = [
  { game: 'block', link: '#game=block&players=3&seed=11&delay=0', undoAt: ['play'], key: true, toggle: true },
  { game: 'draw', link: '#game=draw&players=2&seed=4&delay=0', undoAt: ['play'] },
  { game: 'blacktile', link: '#game=blacktile&players=4&seed=6&delay=0', undoAt: ['pass', 'play'] },
  { game: 'whist', link: '#game=whist&players=4&seed=3&delay=0', undoAt: ['bid', 'play'] },
  { game: 'hearts', link: '#game=hearts&players=4&seed=5&delay=0', undoAt: ['pass', 'play'] },
];

const stateOf = async (page) => JSON.stringify((await view(page)).state);

// A decision's last click takes effect in the frame that takes the click (a move is made at
// once), so it shows as soon as click() returns; the deadline only covers a slow machine.
async function expectChange(page, before, what) {
  await waitFor(`${what} to change the table`, async () => (await stateOf(page)) !== before,
                { ms: 10000, describe: () => summary({ screen: '?', state: JSON.parse(before) }) + ' (before)' });
}

// Checks that nothing moves while the game waits for seat 0 after an undo: the state stays
// `held` until the game has drawn 2 more frames (the undo's click already had its settling
// frames drawn: a move the undo left due would have been made in one of them), the last of them
// begun, by the page's clock (the game's), past the soonest a computer player moves after a
// change (Session::bot_wait: once the tile before has landed, 330 ms; 400 here); or until the
// game asks for no frame within the next 2 s (a computer player thinking or waiting to move asks
// for one sooner: nothing is pending). Waits for the game's frames, not for time: on a busy
// machine two frames take longer than that.
async function expectHeld(page, held, what) {
  const first = await page.evaluate(() => ({ now: performance.now(), ...JSON.parse(window.boneyardTest.progress()) }));
  let last, frameAfterWait = null;
  await waitFor(`the game to draw frames while seat 0 decides (${what})`, async () => {
    last = await page.evaluate(() => ({ now: performance.now(), ...JSON.parse(window.boneyardTest.progress()) }));
    if ((await stateOf(page)) !== held) fail(what);
    if (last.settling === 0 && (last.next_ms < 0 || last.next_ms > 2000)) return true;
    if (frameAfterWait === null && last.now >= first.now + 400) frameAfterWait = last.frame;
    return last.frame >= first.frame + 2 && frameAfterWait !== null && last.frame > frameAfterWait;
  }, { ms: 30000, every: 16, describe: () => JSON.stringify(last) });
  if ((await stateOf(page)) !== held) fail(what);
}

// Waits until seat 0 is to move on the table (or the round is over); returns the view.
async function myTurn(page) {
  return waitFor('seat 0 to be asked', async () => {
    const v = await view(page);
    if (roundEnded(v)) return v;
    if (v.screen !== 'table' || v.state?.to_move !== 0) return null;
    const ts = await targets(page);
    return ts.some((t) => !['button:menu', 'button:undo', 'button:hint'].includes(t.id)) ? v : null;
  }, { ms: 30000 });
}

// The clicks of one decision, as a simple player makes them: each is a target id to click,
// chosen from what is clickable after the previous one.
async function decide(page) {
  const v = await view(page);
  const phase = v.state.phase;
  const clicked = [];
  const press = async (pred, what) => {
    const t = (await targets(page)).find((x) => pred(x.id));
    if (!t) fail(`${phase}: nothing to click for ${what}; targets: ${(await targets(page)).map((x) => x.id).join(' ')}`);
    await click(page, t);  // taken once it returns: the targets show its effect
    clicked.push(t.id);
    return t.id;
  };
  if (phase === 'pass') {
    const hand = (await targets(page)).filter((t) => t.id.startsWith('hand:')).slice(0, 3);
    for (const t of hand) await press((id) => id === t.id, 'a tile to pass');
    await press((id) => id === 'button:pass_confirm', 'the pass button');
  } else if (phase === 'bid') {
    const bids = (await targets(page)).filter((t) => /^choice:bid:\d+$/.test(t.id));
    const top = bids.length ? bids.reduce((a, b) => (+a.id.split(':')[2] > +b.id.split(':')[2] ? a : b)).id
                            : 'choice:bid:pass';
    await press((id) => id === top, 'a bid');
  } else if (phase === 'play') {
    const first = await press((id) => id.startsWith('lead:') || id.startsWith('hand:') || id === 'button:draw' ||
                                      id === 'button:pass', 'a tile');
    if (first.startsWith('hand:')) {  // a line game may ask for an end, a double's lead for its suit
      const ts = await targets(page);
      const more = ts.find((t) => t.id.startsWith('end:') || /^move:.*:/.test(t.id));
      if (more) await press((id) => id === more.id, 'the end or suit');
    }
  } else {
    await press((id) => id.startsWith('choice:') || id.startsWith('move:'), `a ${phase} choice`);
  }
  return clicked;
}

// Replays `clicks` (the same ids), for the same decision made again. Each click returns once
// the game has taken it (lib.mjs), so the next id is clickable at once (a pick changes nothing
// in the state, only the targets); the decision's last click must change the state.
async function redo(page, clicks) {
  for (const [n, id] of clicks.entries()) {
    const before = await stateOf(page);
    const t = (await targets(page)).find((x) => x.id === id);
    if (!t) fail(`making the same decision again: ${id} is not clickable; targets: ${(await targets(page)).map((x) => x.id).join(' ')}`);
    await click(page, t);
    if (n + 1 === clicks.length) await expectChange(page, before, `making the same decision again: clicking ${id}`);
  }
}

async function undoOnce(page, how) {
  if (how === 'key') {
    await key(page, 'u');  // the canvas has the focus: the clicks before were on it
  } else {
    const t = (await targets(page)).find((x) => x.id === 'button:undo');
    if (!t) fail('no Undo button after a decision of seat 0');
    await click(page, t);
  }
}

browserTest('undo', async ({ page, server, errors, artifactDir }) => {
  for (const g of GAMES) {
    log(`${g.game}: opening ${g.link}`);
    await page.goto(server.url + g.link);
    await waitForGame(page, g.game);
    // The frame that takes the link (and clears it from the address) opens it, or asks first.
    await waitFor('the link to be taken', () => page.evaluate(() => location.hash.length <= 1), { ms: 15000 });
    await answerReplace(page);  // the last game's match
    await reachTable(page);
    const todo = new Set(g.undoAt);
    let shot = false;
    for (let guard = 0; todo.size && guard < 60; guard++) {
      let v = await myTurn(page);
      if (roundEnded(v)) fail(`${g.game}: the round ended before undo was tried in ${[...todo].join(', ')}`);
      const phase = v.state.phase;
      const midTrick = v.state.trick ? v.state.trick.length > 0 : (v.state.line || []).length > 0;
      const trying = todo.has(phase) && (phase !== 'play' || midTrick);
      const before = JSON.stringify(v.state);
      const clicks = await decide(page);
      await expectChange(page, before, `${g.game}: ${clicks.join(' ')}`);
      if (!trying) continue;
      v = await myTurn(page);
      if (roundEnded(v)) continue;  // the decision ended the round: nothing to take back
      const after = JSON.stringify(v.state);
      if (!shot) {
        await desktopShot(page, `${g.game}: the Undo button`, path.join(artifactDir, `undo-${g.game}-before.png`));
        shot = true;
      }
      const how = g.key && phase === 'play' ? 'key' : 'button';
      log(`${g.game}: ${phase}${midTrick ? ' (mid-trick)' : ''}: ${clicks.join(' ')}; undo by ${how}`);
      await undoOnce(page, how);
      await waitFor(`${g.game}: the table as it was before ${clicks.join(' ')}`,
                    async () => (await stateOf(page)) === before, { ms: 15000, describe: () => summary(v) });
      await expectHeld(page, before, `${g.game}: a computer player moved after the undo, before seat 0`);
      await redo(page, clicks);
      const again = await myTurn(page);
      if (JSON.stringify(again.state) !== after) {
        fail(`${g.game}: the same decision brought other replies after undo:\n  first: ${after}\n  again: ` +
             JSON.stringify(again.state));
      }
      log(`${g.game}: ${phase}: undone, made again, the same replies`);
      todo.delete(phase);
    }
    if (todo.size) fail(`${g.game}: undo was not tried in ${[...todo].join(', ')}`);

    if (g.toggle) {  // Undo off in the menu: the button goes; on again: it comes back
      // At the desktop's size, where menu:close (the backdrop) is clear of the menu's panel.
      await still(page, await resize(page, DESKTOP));
      const menu = async (id) => {
        await press(page, 'button:menu');
        await press(page, id, { ms: 10000 });  // fails naming what the menu shows if it has no `id`
      };
      await myTurn(page);
      await decide(page);
      await myTurn(page);
      if (!(await targets(page)).some((t) => t.id === 'button:undo')) fail('block: no Undo button after a play');
      await menu('menu:undo');
      await expectCanvasDrawn(page, 'the menu with Undo off', path.join(artifactDir, 'undo-menu.png'));
      await press(page, 'menu:close');
      if ((await targets(page)).some((t) => t.id === 'button:undo')) fail('block: Undo is off but its button shows');
      const held = await stateOf(page);
      // The key is taken in a frame, and an undo it made would be made in that frame: once key()
      // returns (the game has taken it and drawn the frames after it), the state shows it.
      await key(page, 'u');
      if ((await stateOf(page)) !== held) fail('block: the U key took a decision back while Undo is off');
      await menu('menu:undo');
      await press(page, 'menu:close');
      if (!(await targets(page)).some((t) => t.id === 'button:undo')) fail('block: Undo is on again but no button');
      await still(page, await resize(page, PHONE));
    }
    errors.check(`playing ${g.game}`);
  }
}, { viewport: PHONE });
