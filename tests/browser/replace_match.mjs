// Browser test: a match in progress is never replaced without asking, in every game.
//
//   node tests/browser/replace_match.mjs <siteDir> <artifactDir>
//
// For each game a share link opens a table. Then, through real clicks:
//   - menu → New match asks "Replace your match in progress?"; Keep playing returns to the same
//     table (seat 0's view unchanged); asked again, Replace deals a new match (round 1, a
//     different deal);
//   - opening another share link asks; Keep playing keeps the match; the link again and
//     Replace opens the link's match (its seed's deal, as the same link opened fresh shows);
//   - Main menu → Play → Start on the setup screen asks; Keep playing returns to the table;
//     Start again and Replace starts the setup's match.
// Fails on any console or page error. Screenshots: replace-<game>.png (the question, phone) and
// replace-desktop.png (the question at 1280x800).
// The tables are driven at the phone size (390x844), whose frames cost about half the
// desktop's in software WebGL: the test draws about 320 frames, and took 33-38 s of CPU (all
// its processes, alone; 18-21 s wall) driven at 1280x800, 23-24 s (14 s wall) at the phone
// size with one shot at the desktop's.
// The desktop's clicks are the round tests'; what is checked here (the question asked, each
// answer's effect on seat 0's hand) does not depend on the size.
import path from 'node:path';
import {
  browserTest, expectCanvasDrawn, fail, log, press, reachTable, resize, view, waitFor, waitForGame,
} from './lib.mjs';

const GAMES = [
  ['block', 'players=3'], ['draw', 'players=2'], ['blacktile', 'players=4'], ['whist', 'players=4'],
  ['hearts', 'players=4'],
];

// Clicks `id` once it is clickable; returns once the game has taken the click (lib.mjs), so the
// next look sees its effect.
const clickId = (page, id) => press(page, id, { ms: 15000 });

const screenIs = (page, name) => waitFor(`the ${name} screen`, async () => (await view(page)).screen === name,
                                         { ms: 15000 });

// Seat 0's hand: what a new deal changes (the rest of the view moves with the bots).
const handOf = async (page) => JSON.stringify((await view(page)).state?.hands?.[0]);

const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 800 };

browserTest('replace_match', async ({ page, server, errors, artifactDir }) => {
  for (const [game, players] of GAMES) {
    // The computer players' pace does not matter here (seat 0's hand, which the checks compare,
    // changes only by seat 0's own moves, and this test makes none): no delay.
    const link = (seed) => `#game=${game}&${players}&seed=${seed}&delay=0`;
    log(`${game}: opening ${link(1)}`);
    await page.goto(server.url + link(1));
    await waitForGame(page, game);
    // The frame that takes the link (and clears it from the address) opens it, or asks first.
    await waitFor('the link to be taken', () => page.evaluate(() => location.hash.length <= 1), { ms: 15000 });
    if ((await view(page)).screen === 'confirm') await clickId(page, 'button:replace');  // the last game's match
    await reachTable(page);
    const first = await handOf(page);

    // New match from the menu.
    await clickId(page, 'button:menu');
    await clickId(page, 'menu:new_match');
    await screenIs(page, 'confirm');
    await expectCanvasDrawn(page, `${game}: the question`, path.join(artifactDir, `replace-${game}.png`));
    const state = JSON.stringify((await view(page)).state);
    await clickId(page, 'button:keep_playing');
    await screenIs(page, 'table');
    if ((await handOf(page)) !== first) fail(`${game}: Keep playing changed the match`);
    if (JSON.stringify((await view(page)).state) !== state && (await view(page)).state?.round !== 1) {
      fail(`${game}: Keep playing changed the match`);
    }
    await clickId(page, 'button:menu');
    await clickId(page, 'menu:new_match');
    await screenIs(page, 'confirm');
    await clickId(page, 'button:replace');
    await screenIs(page, 'table');
    const renewed = await handOf(page);
    if (renewed === first) fail(`${game}: Replace did not deal a new match`);
    log(`${game}: New match asks; Keep playing keeps, Replace deals anew`);

    // A share link while the match goes on.
    await page.goto(server.url + link(2));
    await screenIs(page, 'confirm');
    await clickId(page, 'button:keep_playing');
    await screenIs(page, 'table');
    if ((await handOf(page)) !== renewed) fail(`${game}: Keep playing on a link changed the match`);
    await page.goto(server.url + link(3));
    await screenIs(page, 'confirm');
    await clickId(page, 'button:replace');
    await screenIs(page, 'table');
    const linked = await handOf(page);
    if (linked === renewed) fail(`${game}: Replace did not open the link's match`);
    log(`${game}: a link asks; Keep playing keeps, Replace opens it`);

    // Start on the setup screen.
    await clickId(page, 'button:menu');
    await clickId(page, 'menu:main_menu');
    await screenIs(page, 'title');
    await clickId(page, 'button:play');
    await screenIs(page, 'setup');
    await clickId(page, 'button:start');
    await screenIs(page, 'confirm');
    await clickId(page, 'button:keep_playing');
    await screenIs(page, 'table');
    if ((await handOf(page)) !== linked) fail(`${game}: Keep playing from the setup changed the match`);
    await clickId(page, 'button:menu');
    await clickId(page, 'menu:main_menu');
    await clickId(page, 'button:play');
    await screenIs(page, 'setup');
    await clickId(page, 'button:start');
    await screenIs(page, 'confirm');
    await clickId(page, 'button:replace');
    await screenIs(page, 'table');
    if ((await handOf(page)) === linked) fail(`${game}: Replace from the setup did not start a new match`);
    log(`${game}: Start asks; Keep playing keeps, Replace starts`);
    errors.check(`in ${game}`);
  }
  await clickId(page, 'button:menu');
  await clickId(page, 'menu:new_match');
  await screenIs(page, 'confirm');
  await resize(page, DESKTOP);
  await expectCanvasDrawn(page, 'the question on a desktop', path.join(artifactDir, 'replace-desktop.png'));
  await clickId(page, 'button:keep_playing');
  await screenIs(page, 'table');
}, { viewport: PHONE });
