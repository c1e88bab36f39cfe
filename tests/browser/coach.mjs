// Browser test: the coach's move analysis in every game, and the play checker, through real
// clicks.
//
//   node tests/browser/coach.mjs <siteDir> <artifactDir> <boneyard binary>
//
// Analysis: for each game a share link opens a table against Normal players. At seat 0's
// decision of the kind named (a pass, a bid, a play) the test opens the menu and clicks
// "Analysis of your move", waits for the expert's figures, checks that every listed choice is
// a move seat 0 may make and that the panel is on screen, closes it, asks for the hint and
// checks that the hint is the analysis's first (best) choice, then plays it by clicks. At its
// next turn it opens the tracker from the menu and checks it against the table (the items
// marked played and yours). Screenshots: coach-analysis-<game>-<size>.png and
// coach-tracker-<game>-<size>.png (desktop, phone, landscape phone). Logs how long the
// figures took to come (a benchmark, not asserted).
//
// Review, in every game: a round played by clicks, then the review from its summary: stepped
// to the end, back and to the start, to the player's next costly move, closed. Screenshots
// (Black Tile): coach-review-<size>.png.
//
// Play checker, in every game: the native program (`boneyard protocol`) plays a match with
// bots up to seat 0's first play with three or more choices and saves it; the browser loads
// that save, the test switches "Check my plays" on in the menu, waits for the expert's
// figures, then plays the choice the expert rates worst (at least a point worse than its
// best; if this decision has none, it plays the best and tries the next) and checks the
// quiet note that names the expert's move. Screenshots (Hearts): coach-note-<size>.png.
//
// The tables are played at the phone size (PLAY); the screenshots are taken at every size. The
// analysis runs in one browser while the reviews and the checker run in a second.
import path from 'node:path';
import {
  anyMove, browserTest, click, fail, findTarget, idsOf, launch, log, myTurn, playAnyRound, playMove, press,
  pressUntil, reachTable, shootAtSizes, SIZES, still, targets, view, waitFor, waitForGame, watchErrors,
} from './lib.mjs';
import { openProtocol } from './protocol.mjs';

const GAMES = [
  { game: 'block', link: '#game=block&players=2&seed=11&delay=0', at: 'play' },
  { game: 'draw', link: '#game=draw&players=3&seed=4&delay=0', at: 'play' },
  // A target so low that this round can end the match: the analysis adds the chance to win it.
  { game: 'hearts', link: '#game=hearts&players=4&target=15&seed=5&delay=0', at: 'pass', match: true },
  { game: 'blacktile', link: '#game=blacktile&players=4&seed=6&delay=0', at: 'play' },
  { game: 'whist', link: '#game=whist&players=3&seed=3&delay=0', at: 'bid' },
];
// The tables are played at the phone size: its canvas (a third of the desktop's pixels) draws
// its frames faster in software WebGL. The screenshots are taken at every size.
const PLAY = SIZES[1];

// Screenshots the canvas at each size, then goes back to the size the table is played at.
const shots = (page, what, file) => shootAtSizes(page, what, file, PLAY);

// Clicks target `id` at a point no other target covers: the menu's backdrop (menu:close) fills
// the screen and, at the phone size, the menu's panel covers its middle, where click() aims.
async function pressClear(page, id) {
  const t = await findTarget(page, id);
  const others = (await targets(page)).filter((o) => o.id !== id);
  const covered = (x, y) => others.some((o) => x >= o.x && x < o.x + o.w && y >= o.y && y < o.y + o.h);
  for (const fy of [0.5, 0.1, 0.9, 0.3, 0.7]) {
    for (const fx of [0.5, 0.9, 0.1, 0.7, 0.3]) {
      const x = Math.round(t.x + t.w * fx), y = Math.round(t.y + t.h * fy);
      if (!covered(x, y)) return click(page, { id, x, y, w: 0, h: 0 });
    }
  }
  fail(`${id} is covered by other targets everywhere: ${others.map((o) => o.id).join(' ')}`);
}

// Opens the menu and clicks one of its items.
async function menu(page, item) {
  await press(page, 'button:menu');
  await press(page, item);
}

async function analysis(page, { server, artifactDir }) {
  for (const g of GAMES) {
    log(`--- ${g.game}: opening ${g.link}`);
    await page.goto(server.url + g.link);
    await waitForGame(page, g.game);
    await reachTable(page);
    for (let decisions = 0; ; decisions++) {
      if (decisions > 40) fail(`${g.game}: never reached seat 0's ${g.at}`);
      const v = await myTurn(page, g.at);
      if (v.state.phase !== g.at || v.my_moves.length < 2) {
        await anyMove(page);
        await waitFor('the move to be taken', async () => JSON.stringify((await view(page)).state) !== JSON.stringify(v.state), { ms: 15000 });
        continue;
      }
      const askedAt = Date.now();
      await menu(page, 'menu:analysis');
      let shownAt = 0;
      const shown = await waitFor(`${g.game} ${g.at}: the analysis`, async () => {
        const now = await view(page);
        if (now.analysis) shownAt = Date.now();
        return now.analysis ? now : null;
      }, { ms: 60000 });
      log(`${g.game} ${g.at}: the analysis came ${shownAt - askedAt} ms after asking (benchmark, not asserted)`);
      if (!(await idsOf(page)).includes('button:close_panel')) fail(`${g.game}: the analysis panel is not open`);
      const listed = shown.analysis.map((r) => r.move);
      for (const m of listed) if (!shown.my_moves.includes(m)) fail(`${g.game}: the analysis lists ${m}, not a move of seat 0`);
      if (g.at === 'play' && listed.length !== shown.my_moves.length)
        fail(`${g.game}: the analysis lists ${listed.length} of ${shown.my_moves.length} moves`);
      log(`${g.game}: ${shown.analysis.slice(0, 4).map((r) => `${r.move} ${r.tenths / 10} (${r.deals})` +
        (r.win_percent !== undefined ? ` win ${r.win_percent}%` : '')).join(', ')}`);
      const withWin = shown.analysis.every((r) => r.win_percent !== undefined);
      if (withWin !== Boolean(g.match)) fail(`${g.game}: the chance to win the match is ${withWin ? '' : 'not '}listed`);
      await shots(page, `${g.game} analysis`, (size) => path.join(artifactDir, `coach-analysis-${g.game}-${size}.png`));
      await pressUntil(page, 'button:close_panel', async () => !(await idsOf(page)).includes('button:close_panel'),
                       `${g.game}: closing the analysis`);
      await press(page, 'button:hint');
      const hinted = await waitFor(`${g.game}: the hint`, async () => (await view(page)).hint, { ms: 30000 });
      if (hinted !== listed[0]) fail(`${g.game}: the hint ${hinted} is not the analysis's best ${listed[0]}`);
      const before = JSON.stringify(shown.state);
      await playMove(page, hinted, g.at);
      const after = await waitFor(`${g.game}: the move to be taken`, async () => {
        const now = await view(page);
        return JSON.stringify(now.state) !== before ? now : null;
      }, { ms: 15000 });
      if (after.my_last_move !== hinted) fail(`${g.game}: played ${hinted}, the game took ${after.my_last_move}`);
      log(`${g.game}: the hint is the analysis's best (${hinted}) and was played`);
      await tracker(page, g, artifactDir);
      break;
    }
  }
}

// Opens the tracker from the menu mid-round, checks what it shows against the table, closes it.
async function tracker(page, g, artifactDir) {
  const v = await myTurn(page, 'the tracker');
  await menu(page, 'menu:tracker');
  // The tap is taken at the next frame: wait for the panel rather than look at once (CI, busy,
  // once looked 150 ms after the tap and found it not yet open).
  await waitFor(`${g.game}: the tracker to open`, async () => (await idsOf(page)).includes('button:close_panel'),
                { ms: 15000 });
  const t = (await view(page)).tracker;
  if (!t || !t.rows.length) fail(`${g.game}: no tracker in the view`);
  const s = v.state;
  if (s.tricks_won) {  // a trick game: every item played is marked played, once per suit row it belongs to
    const played = new Set();
    for (const row of t.rows) for (const i of row.items) if (i.where === 'played') played.add(i.face);
    const expected = s.tricks_won.reduce((a, b) => a + b, 0) * s.players + (s.trick ? s.trick.length : 0);
    if (played.size !== expected) fail(`${g.game}: the tracker marks ${played.size} items played, the table shows ${expected}`);
    const mine = new Set();
    for (const row of t.rows) for (const i of row.items) if (i.where === 'mine') mine.add(i.face);
    const hand = s.hand || s.hands[0];
    if (mine.size !== hand.length) fail(`${g.game}: the tracker marks ${mine.size} items yours, the hand has ${hand.length}`);
    log(`${g.game}: tracker: ${played.size} played, ${mine.size} yours; ${t.lines.join('; ')}`);
  } else {
    log(`${g.game}: tracker: ${t.rows.map((r) => `${r.name} ${r.counts}${r.note ? ` (${r.note})` : ''}`).slice(0, 3).join('; ')}`);
  }
  await shots(page, `${g.game} tracker`, (size) => path.join(artifactDir, `coach-tracker-${g.game}-${size}.png`));
  await pressUntil(page, 'button:close_panel', async () => !(await idsOf(page)).includes('button:close_panel'),
                   `${g.game}: closing the tracker`);
}

// Where the checker and the review are tried: a saved match for the checker (the native
// program plays it with bots up to seat 0's first play, or `at`, with three or more
// choices), a share link for the review's round (played by clicks). Penalty games count
// points taken.
const CHECKED = [
  { game: 'hearts', players: 4, seed: 21, penalty: true },
  { game: 'block', players: 2, seed: 7 },
  { game: 'draw', players: 2, seed: 9 },
  { game: 'blacktile', players: 4, seed: 12, penalty: true },
  { game: 'whist', players: 3, seed: 5, at: 'bid' },  // a bid: its choices differ by points
];

async function checkerSave(binary, g) {
  const p = openProtocol(binary);
  try {
    let state = (await p.ask({ cmd: 'new', game: g.game, players: g.players, seed: g.seed })).state;
    for (let step = 0; ; step++) {
      const { to_move: seat, moves } = await p.ask({ cmd: 'legal' });
      if (seat === 0 && state.phase === (g.at || 'play') && moves.length >= 3) break;
      const { move } = await p.ask({ cmd: 'bot', level: 'normal', seed: 500 + step });
      state = (await p.ask({ cmd: 'play', move })).state;
      if (state.phase === 'round_over' || state.phase === 'match_over') fail(`checker ${g.game}: the round ended before seat 0 had a choice`);
    }
    return (await p.ask({ cmd: 'save' })).data;
  } finally {
    p.close();
  }
}

// Loads the saved match, switches the checker on, and at seat 0's plays makes the move the
// expert rates worst once it is a point (or 5% of the match) worse than its best, else the
// best; the note must come and name the expert's move.
async function checker(page, { server, errors, artifactDir }, binary, g, shoot) {
  const data = await checkerSave(binary, g);
  // The page is on the site already (the review's round before): the save goes to its storage,
  // and the reload starts the game from it.
  await page.evaluate((text) => localStorage.setItem('boneyard.save', text), `boneyard-session 1\nlevel=normal\n${data}`);
  await page.reload();
  await waitForGame(page, `the saved ${g.game} match`);
  await press(page, 'button:continue');
  if (!(await view(page)).check_plays) {  // the switch is remembered from the last game
    await menu(page, 'menu:check');
    // The tap is taken at the next frame: wait for it rather than read at once.
    await waitFor('checker: "Check my plays" to switch on', async () => (await view(page)).check_plays, { ms: 15000 });
    await pressClear(page, 'menu:close');
  }
  const worse = (a, b) => (g.penalty ? a.tenths - b.tenths : b.tenths - a.tenths);  // how much worse a is than b
  for (let decisions = 0; ; decisions++) {
    if (decisions > 12) fail(`checker ${g.game}: no decision had a move a point worse than the best`);
    const v = await myTurn(page, g.at || 'play');
    if (v.my_moves.length < 2) {  // nothing to weigh: no figures, no note
      await playMove(page, v.my_moves[0], v.state.phase);
      await waitFor('the move to be taken', async () => JSON.stringify((await view(page)).state) !== JSON.stringify(v.state), { ms: 15000 });
      continue;
    }
    const ready = await waitFor('the expert\'s figures', async () => {
      const now = await view(page);
      return now.analysis && !now.checking ? now : null;
    }, { ms: 60000 });
    if (ready.hint) fail(`checker ${g.game}: the hint shows though nobody asked for it`);
    const rows = ready.analysis;
    const best = rows[0], worst = rows.reduce((a, b) => (worse(b, a) > 0 ? b : a));
    const noteBefore = ready.play_note;
    const before = JSON.stringify(v.state);
    const phase = v.state.phase;
    if (worse(worst, best) < 10) {
      await playMove(page, best.move, phase);
      await waitFor('the move to be taken', async () => JSON.stringify((await view(page)).state) !== before, { ms: 15000 });
      // The move is rated once the checker has thought it out (a costly move's note is set then):
      // wait until it is no longer checking, then the note must be the one from before.
      const rated = await waitFor(`checker ${g.game}: ${best.move} to be rated`, async () => {
        const now = await view(page);
        return now.checking === false ? now : null;
      }, { ms: 60000 });
      if (rated.play_note !== noteBefore) fail(`checker ${g.game}: the expert's own move ${best.move} left a note`);
      continue;
    }
    log(`checker ${g.game}: playing ${worst.move} (${worst.tenths / 10}) where the expert plays ${best.move} (${best.tenths / 10})`);
    await playMove(page, worst.move, phase);
    // The note shows for 7 s, and the screenshots below should catch it.
    const noted = await waitFor('the checker\'s note', async () => {
      const now = await view(page);
      return now.play_note && now.play_note !== noteBefore ? now : null;
    }, { ms: 60000 });
    log(`checker ${g.game}: note "${noted.play_note}"`);
    if (!noted.play_note.startsWith('Your last move: the expert would ')) fail(`checker: unexpected note "${noted.play_note}"`);
    const card = /^([2-9TJQKA])[CDHS]$/.exec(best.move);  // a card is named by its rank and suit sign
    const named = card ? (card[1] === 'T' ? '10' : card[1]) : best.move.split(':')[0];
    if (!noted.play_note.includes(named)) fail(`checker ${g.game}: the note does not name the expert's ${best.move}`);
    if (shoot) {
      await shots(page, 'checker note', (size) => path.join(artifactDir, `coach-note-${size}.png`));
    }
    break;
  }
  await still(page);
  errors.check(`checker ${g.game}`);
}

// Plays a round by clicks, opens the review from the round summary, waits until the player's
// decisions are weighed, steps through the round to its end and back to the start with the
// buttons, jumps to a costly decision of the player's, and closes it back to the summary.
async function review(page, { server, artifactDir }, g, shoot) {
  await page.goto(`${server.url}#game=${g.game}&players=${g.players}&seed=${g.seed}&delay=0`);
  await waitForGame(page, g.game);
  await reachTable(page);
  await playAnyRound(page);
  await waitFor('the round summary', async () => (await idsOf(page)).includes('button:review'), { ms: 20000 });
  await pressUntil(page, 'button:review', async () => (await view(page)).review_at === 0, `review ${g.game}: opening it`);
  let v = await view(page);
  const moves = v.round_moves;
  log(`review ${g.game}: ${moves} moves in the round; ${v.review_pending} decisions of the player's to weigh`);
  const weighedAt = Date.now();
  let weighed = 0;
  await waitFor('the player\'s decisions weighed', async () => {
    weighed = Date.now();
    return (await view(page)).review_pending === 0;
  }, { ms: 120000 });
  log(`review ${g.game}: weighed in ${weighed - weighedAt} ms (benchmark, not asserted)`);
  // Each step is clicked until its view shows (a click can fall between frames).
  const step = (id, expected) => pressUntil(page, id, async () => (await view(page)).review_at === expected,
                                            `review ${g.game}: ${id} to step ${expected}`);
  await step('review:end', moves);
  await step('review:back', moves - 1);
  await step('review:start', 0);
  for (let k = 1; k <= 2; k++) await step('review:next', k);
  await press(page, 'review:mistake');  // taken once it returns: the view shows where it went
  v = await view(page);
  log(`review ${g.game}: Next mistake went to step ${v.review_at}`);
  if (shoot) {
    await shots(page, 'review', (size) => path.join(artifactDir, `coach-review-${size}.png`));
  }
  await pressUntil(page, 'review:close', async () => (await view(page)).review_at === null &&
    (await idsOf(page)).includes('button:next_round'), `review ${g.game}: closing it`);
}

browserTest('coach', async (ctx) => {
  const binary = process.argv[4];
  if (!binary) fail('usage: coach.mjs <siteDir> <artifactDir> <boneyard binary>');
  // The analysis in this browser and, at the same time, the reviews and the checker in a second
  // one (its own profile: the checker's switch and the saved matches stay apart): each mostly
  // waits on the computer players' pace, so the two together take little longer than one.
  const second = await launch({ viewport: { width: PLAY.width, height: PLAY.height } });
  try {
    const other = { ...ctx, page: second.page, context: second.context, errors: watchErrors(second.page) };
    await Promise.all([
      (async () => {
        await ctx.page.setViewportSize({ width: PLAY.width, height: PLAY.height });  // before the page loads
        await analysis(ctx.page, ctx);
        ctx.errors.check('analysis');
      })(),
      (async () => {
        for (const g of CHECKED) {
          await review(other.page, other, g, g.game === 'blacktile');
          other.errors.check(`review ${g.game}`);
          await checker(other.page, other, binary, g, g.game === 'hearts');
        }
      })(),
    ]);
  } finally {
    await second.close();
  }
});
