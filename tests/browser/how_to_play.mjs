// Browser test: How to play for every game, opened with real clicks, and the first-time coach line.
//
//   node tests/browser/how_to_play.mjs <siteDir> <artifactDir> [<boneyard binary>]
//
// From the title, Play, then for each game: choose it on the setup screen, click How to play,
// check the page is that game's (from the setup), screenshot it at desktop, phone and phone
// landscape sizes, and go Back to the setup screen. Then for each game a shared link opens a
// match: the coach line shows on this first visit; the menu's How to play shows this
// table's options ("from": "match"), and Back returns to the same match (same round, same
// hand). Opening the same game's link again shows no coach line (remembered in storage).
// Screenshots: how-to-play-<game>-<size>.png, coach-<game>.png, coach-<game>-<size>.png.
import path from 'node:path';
import {
  answerReplace, browserTest, expectCanvasDrawn, fail, log, press, progress, resize, summary, view, waitFor,
  waitForGame, waitForStill, wheel,
} from './lib.mjs';

const GAMES = ['block', 'draw', 'blacktile', 'whist', 'hearts'];
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 }, landscape: { width: 844, height: 390 } };
// What each match's page must say it plays (from the link's options).
const LINKS = {
  block: { hash: 'game=block&players=3&seed=5&target=50', says: 'play to 50' },
  draw: { hash: 'game=draw&players=2&seed=5', says: '2 players' },
  blacktile: { hash: 'game=blacktile&players=4&seed=5&points=21', says: '21-point counters' },
  whist: { hash: 'game=whist&players=4&seed=3', says: 'as partners' },
  hearts: { hash: 'game=hearts&players=3&seed=5', says: '17 each' },
};

const clickId = (page, id, ms = 10000) => press(page, id, { ms });

async function waitScreen(page, screen, ms = 10000) {
  let last;
  await waitFor(`the ${screen} screen`, async () => {
    last = await view(page);
    if (last.screen === 'confirm' && screen !== 'confirm') {  // a link over a match: replace it
      await answerReplace(page);
      return false;
    }
    return last.screen === screen;
  }, { ms, describe: () => summary(last) });
  return last;
}

// Waits for `game`'s table; a link opened while another match is in progress asks first
// (replace_match.mjs tests the question): this test replaces it. A link opened by a hash
// change reaches the game on its next frame (which clears it from the address): until then
// the view is still the previous screen's.
async function waitTable(page, game, ms = 15000) {
  await waitFor(`the ${game} link to be taken`, () => page.evaluate(() => location.hash.length <= 1), { ms: 10000 });
  let last;
  await waitFor(`the ${game} table`, async () => {
    last = await view(page);
    if (last.screen === 'confirm') {
      await answerReplace(page);
      return false;
    }
    return last.screen === 'table' && last.state?.game === game;
  }, { ms, describe: () => summary(last) });
  return last;
}

async function shot(page, what, file) {
  await waitForStill(page, 2000);
  await expectCanvasDrawn(page, what, file);
}

browserTest('how_to_play', async ({ page, server, errors, artifactDir }) => {
  await page.goto(server.url);
  await waitForGame(page, 'title');
  await clickId(page, 'button:play');
  await waitScreen(page, 'setup');
  for (const size of ['phone', 'desktop']) {  // the setup screen's How to play button
    await resize(page, SIZES[size]);
    await shot(page, `setup (${size})`, path.join(artifactDir, `setup-how-to-play-${size}.png`));
  }

  // --- From the setup screen, for the game chosen ---------------------------------------
  const seen = new Set();
  for (let i = 0; i < GAMES.length; i++) {
    await resize(page, SIZES.desktop);
    await clickId(page, `game:${i}`);
    await clickId(page, 'button:how_to_play');
    const v = await waitScreen(page, 'how_to_play');
    const page_ = v.how_to_play;
    if (!page_ || page_.from !== 'setup' || !GAMES.includes(page_.game)) fail(`setup: unexpected page ${JSON.stringify(v)}`);
    seen.add(page_.game);
    log(`setup: game:${i} -> How to play ${page_.game}: "${page_.summary}"`);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await resize(page, viewport);
      await shot(page, `how to play ${page_.game} (${size})`, path.join(artifactDir, `how-to-play-${page_.game}-${size}.png`));
      if (size !== 'landscape') {  // the rest of the page, scrolled with the wheel
        const [x, y] = [viewport.width / 2, viewport.height / 2];
        for (let part = 2; part <= 3; part++) {
          await wheel(page, x, y, viewport.height - 160);  // taken and drawn once it returns
          await shot(page, `how to play ${page_.game} (${size}, part ${part})`,
                     path.join(artifactDir, `how-to-play-${page_.game}-${size}-${part}.png`));
        }
        await wheel(page, x, y, -20000);
      }
    }
    await clickId(page, 'button:back_rules');
    await waitScreen(page, 'setup');
  }
  if (seen.size !== GAMES.length) fail(`the setup screen's games gave pages for ${[...seen].join(', ')} only`);
  errors.check('from the setup screen');

  // --- From a table's menu, with the coach line on the first visit ------------------------
  await resize(page, SIZES.desktop);
  for (const game of GAMES) {
    const { hash, says } = LINKS[game];
    await page.goto(`${server.url}#${hash}`);  // the page runs: the game takes the new link
    await waitForGame(page, game);
    const first = await waitTable(page, game);
    if (!first.coach) fail(`${game}: no coach line on the first visit`);
    log(`${game}: coach line "${first.coach}"`);
    await shot(page, `${game}: coach line`, path.join(artifactDir, `coach-${game}.png`));
    if (!(await view(page)).coach) fail(`${game}: the coach line went away by itself too soon`);

    const before = await view(page);
    await clickId(page, 'button:menu');
    await clickId(page, 'menu:how_to_play');
    const v = await waitScreen(page, 'how_to_play');
    if (v.how_to_play.game !== game || v.how_to_play.from !== 'match') fail(`${game}: menu opened ${JSON.stringify(v.how_to_play)}`);
    if (!v.how_to_play.summary.includes(says)) fail(`${game}: the page should say "${says}": "${v.how_to_play.summary}"`);
    log(`${game}: from the menu: "${v.how_to_play.summary}"`);
    if (game === 'blacktile' || game === 'whist') await shot(page, `${game}: from the menu`, path.join(artifactDir, `how-to-play-${game}-match.png`));
    // The bots wait while the page is open: this screen does not update the match, so once it
    // has settled the game asks for no frame at all until input (next_ms -1), where a bot's
    // move due (or the summary) would have one scheduled; on Back the match is where it was.
    let idle;
    await waitFor(`${game}: the match to wait while the page is open (no frame scheduled)`, async () => {
      idle = await progress(page);
      return idle.consumed === idle.received && idle.settling === 0 && idle.next_ms < 0;
    }, { ms: 10000, every: 30, describe: () => JSON.stringify(idle) });
    if ((await view(page)).screen !== 'how_to_play') fail(`${game}: the page closed by itself`);
    await clickId(page, 'button:back_rules');
    const after = await waitScreen(page, 'table');
    if (after.state.round !== before.state.round || JSON.stringify(after.state.hands?.[0]) !== JSON.stringify(before.state.hands?.[0]))
      fail(`${game}: Back did not return to the same match: ${summary(before)} / ${summary(after)}`);
  }

  // --- Second visits: no coach line; a cleared memory brings it back at phone sizes ---------
  for (const game of ['whist', 'block']) {
    // A fresh load of the link (from another page, so the page starts with the link in its
    // address), with the storage of the first visits.
    await page.goto('about:blank');
    await page.goto(`${server.url}#${LINKS[game].hash.replace(/seed=\d+/, 'seed=11')}`);
    await waitForGame(page, `${game} again`);
    const v = await waitTable(page, game);
    if (v.coach) fail(`${game}: the coach line showed again on a second visit`);
    log(`${game}: second visit, no coach line`);
  }
  for (const [size, game] of [['phone', 'blacktile'], ['landscape', 'hearts'], ['phone', 'draw']]) {
    await resize(page, SIZES[size]);
    await page.evaluate((key) => localStorage.removeItem(key), `boneyard.coached.${game}`);
    await page.goto(`${server.url}#${LINKS[game].hash}`);
    const v = await waitTable(page, game);
    if (!v.coach) fail(`${game}: no coach line after its memory was cleared`);
    await shot(page, `${game}: coach line (${size})`, path.join(artifactDir, `coach-${game}-${size}.png`));
  }
  await resize(page, SIZES.phone);
  await clickId(page, 'button:menu');
  await clickId(page, 'menu:how_to_play');
  await waitScreen(page, 'how_to_play');
  await shot(page, 'draw from the menu (phone)', path.join(artifactDir, 'how-to-play-draw-match-phone.png'));
  await clickId(page, 'button:back_rules');
  await waitScreen(page, 'table');
  errors.check('at the tables');
});
