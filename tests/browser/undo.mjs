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
// (the button goes) and on again. Fails on any console or page error. Screenshots:
// undo-<game>-before.png (the table with the Undo button) and undo-menu.png.
import path from 'node:path';
import {
  answerReplace, browserTest, click, expectCanvasDrawn, fail, log, reachTable, roundEnded, sleep, summary, targets,
  view, waitFor, waitForGame,
} from './lib.mjs';

const GAMES = [
  { game: 'block', link: '#game=block&players=3&seed=11&delay=60', undoAt: ['play'], key: true, toggle: true },
  { game: 'draw', link: '#game=draw&players=2&seed=4&delay=60', undoAt: ['play'] },
  { game: 'blacktile', link: '#game=blacktile&players=4&seed=6&delay=60', undoAt: ['pass', 'play'] },
  { game: 'whist', link: '#game=whist&players=4&seed=3&delay=60', undoAt: ['bid', 'play'] },
  { game: 'hearts', link: '#game=hearts&players=4&seed=5&delay=60', undoAt: ['pass', 'play'] },
];

const stateOf = async (page) => JSON.stringify((await view(page)).state);

// Waits until seat 0 is to move on the table (or the round is over); returns the view.
async function myTurn(page) {
  return waitFor('seat 0 to be asked', async () => {
    const v = await view(page);
    if (roundEnded(v)) return v;
    if (v.screen !== 'table' || v.state?.to_move !== 0) return null;
    const ts = await targets(page);
    return ts.some((t) => !['button:menu', 'button:undo', 'button:hint'].includes(t.id)) ? v : null;
  }, { ms: 20000 });
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
    await click(page, t);
    clicked.push(t.id);
    await sleep(120);
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

// Replays `clicks` (the same ids), for the same decision made again. A click that lands
// before the table has drawn its new state is lost (the frame's buttons are the last drawn
// ones), so the decision's last click, which must change the state, is made again if not.
async function redo(page, clicks) {
  for (const [n, id] of clicks.entries()) {
    const last = n + 1 === clicks.length;
    for (let attempt = 0; ; attempt++) {
      const before = await stateOf(page);
      const t = (await targets(page)).find((x) => x.id === id);
      if (!t) fail(`making the same decision again: ${id} is not clickable`);
      await click(page, t);
      if (!last) { await sleep(150); break; }  // a pick changes nothing in the state
      const changed = await waitFor(`${id} to take effect`, async () => (await stateOf(page)) !== before,
                                    { ms: 1500 }).catch(() => false);
      if (changed) break;
      if (attempt >= 3) fail(`making the same decision again: clicking ${id} changed nothing`);
    }
  }
}

async function undoOnce(page, how) {
  if (how === 'key') {
    await page.keyboard.press('u');
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
    await sleep(300);
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
      const took = await waitFor('the decision to take effect', async () => (await stateOf(page)) !== before,
                                 { ms: 1500 }).catch(() => false);
      if (!took) await redo(page, clicks.slice(-1));  // the last click landed before its frame
      if (!trying) continue;
      v = await myTurn(page);
      if (roundEnded(v)) continue;  // the decision ended the round: nothing to take back
      const after = JSON.stringify(v.state);
      if (!shot) {
        await expectCanvasDrawn(page, `${g.game}: the Undo button`, path.join(artifactDir, `undo-${g.game}-before.png`));
        shot = true;
      }
      const how = g.key && phase === 'play' ? 'key' : 'button';
      log(`${g.game}: ${phase}${midTrick ? ' (mid-trick)' : ''}: ${clicks.join(' ')}; undo by ${how}`);
      await undoOnce(page, how);
      await waitFor(`${g.game}: the table as it was before ${clicks.join(' ')}`,
                    async () => (await stateOf(page)) === before, { ms: 5000, describe: () => summary(v) });
      await sleep(300);
      if ((await stateOf(page)) !== before) fail(`${g.game}: a computer player moved after the undo, before seat 0`);
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
      const menu = async (id) => {
        await click(page, (await targets(page)).find((t) => t.id === 'button:menu'));
        await sleep(200);
        const item = (await targets(page)).find((t) => t.id === id);
        if (!item) fail(`the menu has no ${id}`);
        await click(page, item);
        await sleep(200);
      };
      await myTurn(page);
      await decide(page);
      await myTurn(page);
      if (!(await targets(page)).some((t) => t.id === 'button:undo')) fail('block: no Undo button after a play');
      await menu('menu:undo');
      await expectCanvasDrawn(page, 'the menu with Undo off', path.join(artifactDir, 'undo-menu.png'));
      await click(page, (await targets(page)).find((t) => t.id === 'menu:close'));
      await sleep(200);
      if ((await targets(page)).some((t) => t.id === 'button:undo')) fail('block: Undo is off but its button shows');
      const held = await stateOf(page);
      await page.keyboard.press('u');
      await sleep(300);
      if ((await stateOf(page)) !== held) fail('block: the U key took a decision back while Undo is off');
      await menu('menu:undo');
      await click(page, (await targets(page)).find((t) => t.id === 'menu:close'));
      await sleep(200);
      if (!(await targets(page)).some((t) => t.id === 'button:undo')) fail('block: Undo is on again but no button');
    }
    errors.check(`playing ${g.game}`);
  }
});
