// Friends at one table through the real UI (issue 28): Chromium profiles stand for the host's
// device and the friends' phones, connected only through what a person would do: the host's
// Friends online screen shows each seat's invitation link, the test carries it to a friend's
// browser (as a chat message would), the friend's page shows a reply link, the test pastes it
// into the host's field. Then they play.
//
// 1. Hearts, seat 1 a friend (a phone, 390x844, tapped) who names herself Ann. The round is played to
//    its end, the friend's moves made on her page. At every step every page's view holds only
//    its own hand, and every message that ever reached the friend's page (its channel's events,
//    all that enters it) holds no other seat's hand while the round is played. Mid-round her page
//    is closed: the host's table shows her away (her plate, its notice), a new link is made for
//    the seat, the host opens it from the table's notice, a fresh page joins through it, and the
//    round ends with the same moves as a run without the drop (run first). Every page's round
//    summary names the seats the host's does.
// 2. Block: the host's laptop and two phones on one Wi-Fi (netns.mjs lanDevice: each phone its
//    own network namespace on a shared bridge, reaching the laptop only over it; links without
//    STUN; touch screens). Seats 1 and 2 are Bea's and Cal's phones (Cal's reply is opened as a
//    link in the host's browser, which hands it to the table's tab). They play a whole match to
//    40: every round to its end, the host dealing the next and each phone closing its summary,
//    until every page shows the match over with the same scores (a phone's end of the match
//    offers Leave table, not Play again; Cal leaves, the host sees him away). In the first round the host's
//    page reloads: it opens straight at its table as it was, both friends' seats away, while the
//    friends' pages keep their tables and say to wait for a new link; both rejoin through new
//    links opened in the pages they have. Later in that round Bea's page closes on her turn, the
//    host lets the computer play for her from the table's notice (the seat stays hers: no undo,
//    Friends online still in the menu), and she comes back through a new link into her seat.
//    Every round's summary names the same seats on every page.
// Reported: the links' length, the time from opening an invitation to the seat being taken.
// Screenshots in <artifactDir>: online-invitation-*.png (the host's screen), online-reply-*.png
// (the friend's), online-friend-table-*.png, online-friend-match-over-*.png (a phone's end of
// the match), online-away-*.png (the host's table, a friend away), online-reloaded-*.png (the
// host's table after a reload), online-friend-waiting-*.png (a friend's, the host's page gone),
// at 1280x800, 390x844 and 844x390.
//
// It runs inside a network namespace of its own (netns.mjs); the helpers it shares with the
// other online tests are in online_lib.mjs.
//
//   node tests/online/online_table.mjs <siteDir> <artifactDir>
import { enterNetns, LAN_HOST, lanDevice } from './netns.mjs';

enterNetns();

const {
  CHROMIUM, fail, keyInField, log, main, parseArgs, press, resize, roundEnded, targets, typeInField, view, waitFor,
  waitForGame,
} = await import('../browser/lib.mjs');
const { serve } = await import('../browser/serve.mjs');
const { SIZES, extraArgs, join, openPage, playRound, seatOf, shoot, toTable, waitView } = await import('./online_lib.mjs');

// A page's round summary sentence with every seat's name (as that page names the seats: its
// own "You" or name included) written as the seat's number in the match: "{2} took 21".
function seatsOf(v) {
  const names = v.names.map((name, seat) => ({ name, seat })).sort((a, b) => b.name.length - a.name.length);
  let text = v.summary_text ?? '';
  for (const { name, seat } of names) text = text.split(name).join(`{${seat}}`);
  return text;
}

// Every friend's page words the round's summary with the seats the host's page names.
async function checkSummaries(host, friends) {
  const hv = await waitView(host, 'the summary sentence', (v) => v.summary_text);
  for (const f of friends) {
    const fv = await waitView(f.side, 'the summary sentence', (v) => v.summary_text);
    if (seatsOf(fv) !== seatsOf(hv))
      fail(`${f.side.name}'s summary names other seats than the host's:\n  "${fv.summary_text}"\n  host: "${hv.summary_text}"`);
  }
  log(`every page's summary names the host's seats: "${hv.summary_text}"`);
}

// The host's table offers, in its notice, the button `id` (a friend away: Show link, Computer plays).
async function pressNotice(host, id) {
  await waitFor(`the host's table to offer ${id}`, async () => (await targets(host.page)).some((t) => t.id === id),
                { ms: 30000, every: 30 });
  await press(host.page, id);
}

// The round's record as the host's final view tells it: every trick (or the line) and the scores.
const record = (v) => JSON.stringify(v.state);

main('online_table', async () => {
  const { siteDir, artifactDir } = parseArgs('online_table.mjs');
  const server = await serve(siteDir);
  const servers = [server], devices = [];
  const open = [];
  const phone = { viewport: { width: 390, height: 844 }, mobile: true };
  try {
    const heartsLink = `${server.url}#game=hearts&players=4&seed=5&delay=0&friends=1`;

    // The Hearts round without a drop, for the record to compare with.
    const host0 = await openPage(heartsLink, 'the host (first run)');
    open.push(host0);
    await waitView(host0, 'the Friends online screen', (v) => v.screen === 'online' && v.online.role === 'host');
    const first = await join(host0, 1, 'Ann', phone);
    open.push(first.friend);
    await toTable(host0);
    const whole = await playRound(host0, [{ side: first.friend, seat: 1 }]);
    log(`Hearts without a drop: ${record(whole).length} characters of record`);
    for (const s of open.splice(0)) await s.close();

    // The same round with Ann's page closed mid-round and a new page joining her seat.
    const host = await openPage(heartsLink, 'the host');
    open.push(host);
    await waitView(host, 'the Friends online screen', (v) => v.screen === 'online');
    // Friends on this network: no STUN server (the setting is kept), a new link at once.
    await press(host.page, 'online:network');
    await waitView(host, 'a link without STUN', (v) => seatOf(v, 1)?.link?.endsWith('&stun=0'));
    // The table's patience: 2 minutes a move until the host chooses another.
    if ((await view(host.page)).online.wait_ms !== 120000) fail('the table does not wait 2 minutes at first');
    await press(host.page, 'online:wait');
    await waitView(host, 'the table waiting 5 minutes a move', (v) => v.online.wait_ms === 300000);
    await shoot(host, 'the invitation', 'online-invitation', artifactDir);
    await resize(host.page, SIZES[0]);
    // Copy link says what it did; the invitation pasted where the reply goes is refused in its
    // row, saying what to paste instead.
    await press(host.page, 'online:copy:1');
    await waitView(host, 'the copy said', (v) => /copied|did not allow/.test(v.online.toast));
    await press(host.page, 'online:reply:1');
    await typeInField(host.page, seatOf(await view(host.page), 1).link, () => true);
    await keyInField(host.page, 'Enter', (v) => /invitation you sent/.test(seatOf(v, 1)?.pasted ?? ''));
    const { friend: ann, took } = await join(host, 1, 'Ann', phone, { shootReply: artifactDir, cutFirst: true });
    open.push(ann);
    await shoot(host, 'the host with Ann seated', 'online-seated', artifactDir);
    await resize(host.page, SIZES[0]);
    await toTable(host);
    let friends = [{ side: ann, seat: 1 }];
    let dropped = false;
    const end = await playRound(host, friends, {
      between: async (moves) => {
        if (dropped || moves < 12) return;
        dropped = true;
        await shoot(ann, "Ann's table", 'online-friend-table', artifactDir);
        log('closing Ann\'s page mid-round');
        await ann.close();
        await waitView(host, 'Ann away', (v) => seatOf(v, 1)?.state === 'away');
        // The host's table says so, on her plate and in its notice, for as long as it lasts.
        await waitView(host, 'the table saying Ann is away', (v) => v.away?.includes(1) && v.notice?.includes('Ann is away'));
        await shoot(host, 'the host with Ann away', 'online-away', artifactDir);
        await resize(host.page, SIZES[0]);
        await pressNotice(host, 'online:invite:1');  // the table's own Show link / Invite again
        await waitView(host, 'the Friends online screen', (v) => v.screen === 'online');
        const again = await join(host, 1, 'Ann', phone);
        open.push(again.friend);
        friends.splice(0, 1, { side: again.friend, seat: 1 });
        await toTable(host);
        log(`Ann back in ${again.took} ms`);
      },
    });
    if (!dropped) fail('the round ended before the drop');
    await checkSummaries(host, friends);
    if (record(end) !== record(whole)) fail(`the round with the drop differs from the one without:\n${record(end)}\n${record(whole)}`);
    log(`Hearts with a drop and a rejoin ends as without it; seat taken ${took} ms after the invitation was opened`);
    for (const s of open.splice(0)) await s.close();

    // Block: the host's laptop and two phones on one Wi-Fi, each phone a device of its own
    // (its own network namespace, touch screen) that reaches the laptop only over the shared
    // network, with no STUN server: a whole match, to a target low enough for a few rounds.
    const phones = [1, 2].map((i) => lanDevice(i, CHROMIUM));
    devices.push(...phones);
    const lan = await serve(siteDir, { host: LAN_HOST });  // the site, on the laptop's Wi-Fi address
    servers.push(lan);
    // The site as phones get it over https: a secure origin (its service worker, its clipboard).
    const lanArgs = [...extraArgs, `--unsafely-treat-insecure-origin-as-secure=${lan.url.replace(/\/$/, '')}`];
    const onPhone = (i) => ({ ...phone, executablePath: phones[i].executablePath, extraArgs: lanArgs });
    const blockHost = await openPage(`${lan.url}#game=block&players=4&target=40&seed=9&delay=0&friends=1,2`,
                                     'the Block host', { extraArgs: lanArgs });
    open.push(blockHost);
    await waitView(blockHost, 'the Friends online screen', (v) => v.screen === 'online');
    if (!seatOf(await view(blockHost.page), 1)?.link?.endsWith('&stun=0')) {
      await press(blockHost.page, 'online:network');
      await waitView(blockHost, 'a link without STUN', (v) => seatOf(v, 1)?.link?.endsWith('&stun=0'));
    }
    // Another patience (this origin's first: 2 -> 5 minutes), kept through the reload below.
    const waitBefore = (await view(blockHost.page)).online.wait_ms;
    await press(blockHost.page, 'online:wait');
    const chosenWait = (await waitView(blockHost, 'another patience', (v) => v.online.wait_ms !== waitBefore)).online.wait_ms;
    const bea = await join(blockHost, 1, 'Bea', onPhone(0));
    open.push(bea.friend);
    const cal = await join(blockHost, 2, 'Cal', onPhone(1), { handOff: true });
    open.push(cal.friend);
    await toTable(blockHost);
    // Mid-round the host's page reloads: its save brings the table back, with the friends'
    // seats waiting; each friend opens a new link in the page they have, and the round goes on.
    const blockFriends = [{ side: bea.friend, seat: 1, name: 'Bea' }, { side: cal.friend, seat: 2, name: 'Cal' }];
    let reloaded = false;
    const reload = async (moves) => {
      if (reloaded || moves < 6) return;
      reloaded = true;
      const before = (await view(blockHost.page)).state;
      log('reloading the host\'s page mid-round');
      await blockHost.page.reload();
      await waitForGame(blockHost.page, 'the Block host, reloaded');
      // An online match in progress opens at its table, the friends' seats away until they
      // come back through new links; the friends' pages keep their tables and say to wait.
      await waitView(blockHost, 'the reloaded table, both friends away',
                     (v) => v.screen === 'table' && [1, 2].every((s) => v.away?.includes(s)) && v.notice?.includes('away'));
      await shoot(blockHost, 'the host after a reload', 'online-reloaded', artifactDir);
      await resize(blockHost.page, SIZES[0]);
      // The table as it was, or moved on by the computer player's move that came before the
      // reload: every tile on the line then is on it now.
      const after = (await view(blockHost.page)).state;
      const text = (line) => JSON.stringify(line ?? []);
      if (!(before.line ?? []).every((t) => text(after.line).includes(JSON.stringify(t))) ||
          after.round !== before.round)
        fail(`the host's table came back changed after the reload: ${text(before.line)} -> ${text(after.line)}`);
      const first = (await targets(blockHost.page)).find((t) => /^online:invite:[12]$/.test(t.id));
      if (!first) fail('the reloaded table offers no new link for its friends');
      await press(blockHost.page, first.id);
      await waitView(blockHost, 'the Friends online screen', (v) => v.screen === 'online');
      if ((await view(blockHost.page)).online.wait_ms !== chosenWait) fail('the table\'s patience was lost in the reload');
      for (const f of blockFriends) {
        const v = await waitView(blockHost, `a new link for seat ${f.seat}`, (v) => seatOf(v, f.seat)?.link);
        const link = seatOf(v, f.seat).link;
        await waitView(f.side, 'its table kept, saying to wait for a new link',
                       (v) => v.online.connected === false && v.screen === 'table' && v.notice?.includes('new link'));
        if (f.seat === 1) {
          await shoot(f.side, "Bea's table with the host gone", 'online-friend-waiting', artifactDir);
          await resize(f.side.page, phone.viewport);
        }
        await f.side.page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
        const fv = await waitView(f.side, 'a new reply', (v) => v.screen === 'online' && v.online.reply);
        await press(blockHost.page, `online:reply:${f.seat}`);
        await typeInField(blockHost.page, fv.online.reply, () => true);
        await keyInField(blockHost.page, 'Enter', (v) => seatOf(v, f.seat)?.state === 'seated', { ms: 30000 });
        await waitView(f.side, 'its table again', (v) => v.screen === 'table' || roundEnded(v));
        log(`${f.name} back at the reloaded host's table`);
      }
      await toTable(blockHost);
    };
    // Later in that round, Bea's page closes on her turn and the host lets the computer play
    // for her from the table's notice: the seat stays hers (Friends online stays in the menu,
    // undo and the deal's link stay off), the computer moves for her, and she comes back
    // through a new link into the same seat.
    let stoodIn = false;
    const standIn = async (moves) => {
      if (stoodIn || !reloaded || moves < 10 || (await view(blockHost.page)).state?.to_move !== 1) return;
      stoodIn = true;
      const f = blockFriends[0];
      await f.side.close();
      await waitView(blockHost, 'Bea away', (v) => seatOf(v, 1)?.state === 'away' && v.away?.includes(1));
      await pressNotice(blockHost, 'online:computer:1');
      await waitView(blockHost, 'the computer standing in for Bea', (v) => seatOf(v, 1)?.state === 'computer');
      await waitView(blockHost, 'the computer moving for Bea', (v) => v.state?.to_move !== 1 || roundEnded(v));
      if ((await targets(blockHost.page)).some((t) => t.id === 'button:undo')) fail('undo came back with the computer player');
      await press(blockHost.page, 'button:menu');
      const menu = (await targets(blockHost.page)).map((t) => t.id);
      if (!menu.includes('menu:friends') || menu.includes('menu:copy_link'))
        fail(`with the computer standing in, the menu offers ${menu.join(' ')}`);
      await press(blockHost.page, 'menu:close');
      await pressNotice(blockHost, 'online:invite:1');
      const back = await join(blockHost, 1, 'Bea', onPhone(0));
      open.push(back.friend);
      f.side = back.friend;
      const hv = await view(blockHost.page);
      if (seatOf(hv, 1).state !== 'seated' || hv.away?.includes(1)) fail(`Bea's seat after her return: ${JSON.stringify(seatOf(hv, 1))}`);
      await toTable(blockHost);
      log(`the computer stood in for Bea; she came back into her seat in ${back.took} ms`);
    };
    const between = async (moves) => {
      await reload(moves);
      await standIn(moves);
    };
    // The match: each round played to its end on every page; the host deals the next, and each
    // phone closes its summary; until the match is over everywhere, with the same scores.
    for (let round = 1; ; round++) {
      const end = await playRound(blockHost, blockFriends, { between });
      if (!reloaded) fail('the first Block round ended before the host reloaded');
      if (round === 1 && !stoodIn) fail('the first Block round ended before the computer stood in for Bea');
      await checkSummaries(blockHost, blockFriends);
      log(`Block round ${round} over: scores ${JSON.stringify(end.state.scores)}`);
      const hv = await waitView(blockHost, 'the summary', (v) => ['round_over', 'match_over'].includes(v.screen));
      for (const f of blockFriends) {
        const fv = await waitView(f.side, 'the summary', (v) => v.screen === hv.screen);
        // A phone's view is turned to its chair: its seat i is the host's seat i + f.seat.
        const n = hv.state.scores.length;
        const turned = hv.state.scores.map((_, i) => hv.state.scores[(i + f.seat) % n]);
        if (JSON.stringify(fv.state.scores) !== JSON.stringify(turned))
          fail(`${f.name}'s scores ${JSON.stringify(fv.state.scores)} are not the host's ${JSON.stringify(turned)}`);
        // Its score sheet (in the match's seat order) marks the friend's own column.
        if (hv.screen === 'match_over' && fv.sheet?.you !== f.seat)
          fail(`${f.name}'s score sheet marks column ${fv.sheet?.you}, not seat ${f.seat}`);
      }
      if (hv.screen === 'match_over') {
        const beaNow = blockFriends[0].side;  // the page she came back with
        await shoot(beaNow, "Bea's end of the match", 'online-friend-match-over', artifactDir);
        // A phone's end of the match: the host deals any next one; the friend may leave.
        const offered = (await targets(beaNow.page)).map((t) => t.id).join(' ');
        if (!offered.includes('button:leave_table') || /play_again|change_rules|review/.test(offered))
          fail(`Bea's end of the match offers ${offered}`);
        await press(cal.friend.page, 'button:leave_table');
        await waitView(cal.friend, 'the title, its own page again', (v) => v.screen === 'title');
        await waitView(blockHost, 'Cal away', (v) => seatOf(v, 2)?.state === 'away');
        log(`Block match over after ${round} rounds: scores ${JSON.stringify(hv.state.scores)}, winners ${JSON.stringify(hv.state.winners)}`);
        break;
      }
      if (round >= 8) fail('the Block match to 40 did not end in 8 rounds');
      for (const f of blockFriends) {  // a phone's summary: no review (it holds only its seat's views)
        if ((await targets(f.side.page)).some((t) => t.id === 'button:review')) fail(`${f.name}'s summary offers a review`);
        await press(f.side.page, 'button:next_round');
      }
      await press(blockHost.page, 'button:next_round');
    }
    for (const s of open) s.errors.check(`of ${s.name}`);
  } finally {
    for (const s of open) await s.close().catch(() => {});
    for (const s of servers) await s.close().catch(() => {});
    for (const d of devices) d.close();
  }
});
