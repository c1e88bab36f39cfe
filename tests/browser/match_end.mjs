// Browser test: the score sheet, "Show table" under a round summary, and the end of a match,
// in every game, through real clicks.
//
//   node tests/browser/match_end.mjs <siteDir> <artifactDir>
//
// For each game a share link with a low target opens a table; seat 0 plays simple rounds
// (lib.mjs playAnyRound). At the first round summary it clicks Show table (the table with a
// way back), back, then Next round; from the second round on it opens the score sheet by
// tapping the round's title (or the scores panel) and checks one row per finished round with
// totals equal to the scores. At the end of the match it checks the end panel (Play again,
// Change rules, Main menu) and its sheet, then Play again starts round 1 of a new match.
// Fails on any console or page error. The rounds are played at the phone size (its canvas, a
// third of the desktop's pixels, draws its frames faster in software WebGL; the desktop's clicks
// are the round tests'). Screenshots: sheet-<game>.png and summary-table-<game>.png (phone),
// match-end-<game>.png (desktop), and match-end-hearts-phone/-landscape.png.
import path from 'node:path';
import {
  browserTest, click, expectCanvasDrawn, fail, findTarget, log, playAnyRound, reachTable, resize, targets,
  view, waitFor, waitForGame,
} from './lib.mjs';

const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 800 };

const GAMES = [
  ['block', 'players=3&target=25'], ['draw', 'players=2&target=15'], ['blacktile', 'players=3&target=6'],
  ['whist', 'players=4&target=8'], ['hearts', 'players=4&target=22'],
];

// Clicks `id` once it is clickable and waits for what is clickable to change, its effect.
// The click is made once: click() returns once the game has taken it.
async function clickId(page, id) {
  const t = await findTarget(page, id, { ms: 10000 });
  const before = JSON.stringify(await ids(page));
  await click(page, t);
  await waitFor(`${id} to take effect (what is clickable to change)`,
                async () => JSON.stringify(await ids(page)) !== before, { ms: 10000, every: 30 });
}

const ids = async (page) => (await targets(page)).map((t) => t.id);

// The sheet the table shows (the test hook's `sheet`): one row per finished round, each
// column's rows adding up to its total, the totals the match's scores (a side: its first seat).
function checkSheet(game, v, rounds) {
  const sheet = v.sheet;
  if (!sheet) fail(`${game}: the view has no score sheet`);
  if (sheet.rows.length !== rounds) fail(`${game}: the sheet has ${sheet.rows.length} rows after ${rounds} rounds`);
  sheet.columns.forEach((name, c) => {  // a side's column is its first seat: seats 0 and 1
    const sum = sheet.rows.reduce((a, row) => a + Number(row[c]), 0);
    const seat = c;
    if (sum !== Number(sheet.totals[c]) || Number(sheet.totals[c]) !== v.state.scores[seat]) {
      fail(`${game}: column ${name}: rounds add to ${sum}, total ${sheet.totals[c]}, score ${v.state.scores[seat]}`);
    }
  });
}

browserTest('match_end', async ({ page, server, errors, artifactDir }) => {
  for (const [game, options] of GAMES) {
    const link = `#game=${game}&${options}&seed=21&delay=0`;
    log(`${game}: opening ${link}`);
    await page.goto(server.url + link);  // after the first, the running page takes the new link
    await waitForGame(page, game);
    await reachTable(page);  // waits for the link to be taken; replaces the match left over
    let sheetChecked = false, peeked = false;
    for (let round = 1; round <= 12; round++) {
      if (round >= 2 && !sheetChecked) {  // the sheet, from the table, after finished rounds
        await clickId(page, 'button:scores');
        const v = await view(page);
        if (!(await ids(page)).includes('button:close_sheet')) fail(`${game}: the score sheet did not open`);
        await expectCanvasDrawn(page, `${game}: the score sheet`, path.join(artifactDir, `sheet-${game}.png`));
        await clickId(page, 'button:close_sheet');
        if ((await ids(page)).includes('button:close_sheet')) fail(`${game}: the score sheet did not close`);
        checkSheet(game, v, round - 1);
        log(`${game}: score sheet after ${round - 1} rounds at scores ${JSON.stringify(v.state.scores)}`);
        sheetChecked = true;
      }
      const { view: end } = await playAnyRound(page, { deadlineMs: 120000 });
      await waitFor(`${game}: the summary`, async () => ['round_over', 'match_over'].includes((await view(page)).screen),
                    { ms: 10000 });
      if ((await view(page)).screen === 'match_over') break;
      if (!peeked) {  // Show table: the summary steps aside, then comes back
        await clickId(page, 'button:show_table');
        const now = await ids(page);
        if (!now.includes('button:back_to_summary') || now.includes('button:next_round')) {
          fail(`${game}: Show table did not show the table (targets: ${now.join(' ')})`);
        }
        await expectCanvasDrawn(page, `${game}: the table under the summary`,
                                path.join(artifactDir, `summary-table-${game}.png`));
        await clickId(page, 'button:back_to_summary');
        peeked = true;
      }
      log(`${game}: round ${round} over (${JSON.stringify(end.state.scores)}); next round`);
      await clickId(page, 'button:next_round');
    }
    const over = await view(page);
    if (over.screen !== 'match_over') fail(`${game}: the match did not end`);
    const buttons = await ids(page);
    for (const id of ['button:play_again', 'button:change_rules', 'button:main_menu']) {
      if (!buttons.includes(id)) fail(`${game}: the end of the match has no ${id} (${buttons.join(' ')})`);
    }
    checkSheet(game, over, over.state.round);
    if (game === 'hearts') {
      await expectCanvasDrawn(page, 'the end of the match (phone)', path.join(artifactDir, `match-end-${game}-phone.png`));
      await resize(page, { width: 844, height: 390 });
      await expectCanvasDrawn(page, 'the end of the match (landscape)',
                              path.join(artifactDir, `match-end-${game}-landscape.png`));
    }
    await resize(page, DESKTOP);
    await expectCanvasDrawn(page, `${game}: the end of the match`, path.join(artifactDir, `match-end-${game}.png`));
    await resize(page, PHONE);
    log(`${game}: the match is over after round ${over.state.round}; scores ${JSON.stringify(over.state.scores)}`);
    await clickId(page, 'button:play_again');
    const again = await waitFor(`${game}: a new match`, async () => {
      const v = await view(page);
      return v.screen === 'table' && v.state?.round === 1 ? v : null;
    }, { ms: 10000 });
    if (again.state.game !== game) fail(`${game}: Play again started ${again.state.game}`);
    errors.check(`in ${game}`);
  }
}, { viewport: PHONE });
