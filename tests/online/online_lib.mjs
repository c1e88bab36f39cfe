// What the online tests share (online_table.mjs, firefox_friend.mjs, joins_under_load.mjs): a
// browser profile's page of the site with every online event it sees kept, a friend joining a
// seat through the real UI (the host's link opened, the friend's name typed, the reply pasted
// into the host's field or handed over as a link), the fairness check, a round played on every
// page, each moving when its own view says so, and for a join under load the connections'
// states and a browser held off the CPU.
import path from 'node:path';

import { launchBrowser } from '../browser/browsers.mjs';
import {
  click, expectCanvasDrawn, fail, keyInField, log, pickPass, press, resize, roundEnded, summary, targets, typeInField,
  view, waitFor, waitForGame, watchErrors,
} from '../browser/lib.mjs';

export const extraArgs = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
export const SIZES = [{ width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 844, height: 390 }];
export const sizeName = (s) => `${s.width}x${s.height}`;

// A profile's page (Chromium's, or that of the browser `options.browser` names: browsers.mjs),
// opened at `url`, the game up, every online event it sees kept in window.seen with the time
// (the messages that reach it, for the fairness check). With `options.trace`, every state its
// RTCPeerConnections go through is kept too (traceConnections), for a failure to tell.
export async function openPage(url, name, options = {}) {
  const side = await launchBrowser(options.browser ?? 'chromium', { extraArgs, ...options });
  const errors = watchErrors(side.page);
  if (options.trace) await side.addInitScript(traceConnections);
  await side.page.goto(url);
  await waitForGame(side.page, name);
  await side.page.evaluate(() => {
    window.seen = [];
    window.boneyardOnline.listen((e) => window.seen.push({ ...e, at: Date.now() }));
  });
  return { ...side, name, errors };
}

// Holds `side`'s browser off the CPU (each of its processes stopped, SIGSTOP), as a machine too
// busy to run it would, until `until()` (a look at another page) says what the hold was for
// has happened, then lets it run again (SIGCONT). Fails with `what` after `ms`.
export async function holdBrowser(side, what, until, ms = 30000) {
  const pids = side.processes();
  const signal = (name) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
        // that process has ended
      }
    }
  };
  signal('SIGSTOP');
  try {
    await waitFor(what, until, { ms, every: 50 });
  } finally {
    signal('SIGCONT');
  }
}

// The lines of `side`'s connection trace (traceConnections) since `since` (Date.now()) that hold
// `text`.
export async function traced(side, since, text) {
  const lines = await side.page.evaluate(() => window.connectionTrace || []);
  return lines.filter((line) => Number(line.split(' ')[0]) >= since && line.includes(text));
}

// Run in a page before its scripts: each RTCPeerConnection it makes records its states, as they
// change, in window.connectionTrace ("<time> <n>: connection=... ice=... gathering=...
// signaling=..."; n counts the page's connections from 1), and its data channels' opening and
// closing.
export function traceConnections() {
  const Native = window.RTCPeerConnection;
  if (!Native) return;
  const trace = window.connectionTrace = [];
  let count = 0;
  const Traced = function (...args) {
    const pc = new Native(...args);
    const n = ++count;
    const note = (what) => trace.push(`${Date.now()} ${n}: ${what}`);
    const states = () => note(`connection=${pc.connectionState} ice=${pc.iceConnectionState} ` +
                              `gathering=${pc.iceGatheringState} signaling=${pc.signalingState}`);
    for (const kind of ['connectionstatechange', 'iceconnectionstatechange', 'icegatheringstatechange', 'signalingstatechange'])
      pc.addEventListener(kind, states);
    const channel = (c) => {
      note(`channel ${c.label} ${c.readyState}`);
      c.addEventListener('open', () => note(`channel ${c.label} open`));
      c.addEventListener('close', () => note(`channel ${c.label} closed`));
    };
    pc.addEventListener('datachannel', (e) => channel(e.channel));
    const make = pc.createDataChannel.bind(pc);
    pc.createDataChannel = (...a) => {
      const c = make(...a);
      channel(c);
      return c;
    };
    note('made');
    return pc;
  };
  Traced.prototype = Native.prototype;
  window.RTCPeerConnection = Traced;
}

export async function waitView(side, what, done, ms = 30000) {
  let last;
  await waitFor(`${side.name}: ${what}`, async () => done(last = await view(side.page)),
                { ms, every: 30, describe: () => JSON.stringify(last?.online ?? last).slice(0, 600) });
  return last;
}

// The host's seat entry in its view.
export const seatOf = (v, seat) => v.online?.seats?.find((s) => s.seat === seat);

// The host's page at its table: it goes there by itself once every friend is seated; else its
// Friends online screen's To the table.
export async function toTable(host) {
  if ((await view(host.page)).screen === 'online') await press(host.page, 'online:back');
}

// The host's page at its Friends online screen (from the table: Menu, Friends online).
export async function toFriends(host) {
  if ((await view(host.page)).screen === 'online') return;
  await press(host.page, 'button:menu');
  await press(host.page, 'menu:friends');
}

// A friend joins `seat`: the host's link opened in a new page (profile `options`), the friend's
// name typed, the reply pasted into the host's field. Returns the friend's side and the time
// (ms) from opening the invitation to the host seeing the seat taken.
export async function join(host, seat, name, options, { shootReply = null, handOff = false, cutFirst = false } = {}) {
  const v = await waitView(host, `the link for seat ${seat}`, (v) => seatOf(v, seat)?.link);
  const link = seatOf(v, seat).link;
  const hash = link.slice(link.indexOf('#'));
  log(`invitation for seat ${seat}: ${link.length} characters (the hash ${hash.length})`);
  const opened = Date.now();
  const friend = await openPage(link, `${name}'s page`, options);
  const fv = await waitView(friend, 'the join screen with a reply', (v) => v.screen === 'online' && v.online.reply);
  if (fv.online.role !== 'friend') fail(`${name}'s page is not a friend's: ${JSON.stringify(fv.online)}`);
  // Her name, typed in the page's field.
  await press(friend.page, 'online:name');
  await typeInField(friend.page, name, () => true);
  await keyInField(friend.page, 'Enter', (v) => v.online.name === name);
  const reply = (await view(friend.page)).online.reply;
  log(`reply for seat ${seat}: ${reply.length} characters`);
  if (shootReply) {
    await shoot(friend, 'the reply', 'online-reply', shootReply);
    await resize(friend.page, options.viewport || SIZES[0]);
  }
  if (handOff) {  // the reply opened as a link in the host's browser: handed to the hosting tab
    const tab = await host.context.newPage();
    await tab.goto(reply);
    await waitFor('the reply link\'s tab to say the reply went to the table\'s tab',
                  () => tab.evaluate(() => document.documentElement.dataset.state === 'handed'), { ms: 20000 });
    await waitView(host, `seat ${seat} taken through the handed reply`, (v) => seatOf(v, seat)?.state === 'seated');
    await tab.close();
  } else {  // the host pastes it
    if (cutFirst) {  // first cut short, as a chat app may: refused, saying whom to ask for what
      await press(host.page, `online:reply:${seat}`);
      await typeInField(host.page, reply.slice(0, -24), () => true);
      await keyInField(host.page, 'Enter', (v) => /incomplete: ask .* to copy the whole reply/.test(seatOf(v, seat)?.problem ?? ''));
    }
    await press(host.page, `online:reply:${seat}`);
    await typeInField(host.page, reply, () => true);
    await keyInField(host.page, 'Enter', (v) => seatOf(v, seat)?.state === 'seated', { ms: 30000 });
  }
  const took = Date.now() - opened;
  const hv = await view(host.page);
  if (seatOf(hv, seat).name !== name) fail(`the host names seat ${seat} ${seatOf(hv, seat).name}, not ${name}`);
  await waitView(friend, 'its table', (v) => v.screen === 'table' || roundEnded(v));
  log(`${name} took seat ${seat} ${took} ms after opening the invitation`);
  return { friend, took };
}

// No other seat's hand in what `side` shows or has received: its view's hands are its own and
// counts; every 'view' message that reached it likewise while the round was played.
export async function checkFair(side, seat) {
  const v = await view(side.page);
  const s = v.state;
  if (s && Array.isArray(s.hands) && s.phase !== 'round_over' && s.phase !== 'match_over') {
    for (let i = 1; i < s.hands.length; i++)
      if (Array.isArray(s.hands[i])) fail(`${side.name} shows seat ${i}'s hand: ${JSON.stringify(s.hands[i])}`);
  }
  const leaked = await side.page.evaluate((seat) => {
    for (const e of window.seen) {
      if (e.kind !== 'message') continue;
      const m = JSON.parse(e.text);
      if (m.t !== 'view') continue;
      const w = m.view;
      if (w.seat !== seat) return `a view of seat ${w.seat}`;
      if (w.phase === 'round_over' || w.phase === 'match_over') continue;
      for (let i = 0; i < w.hands.length; i++)
        if (i !== seat && w.hands[i] !== null && !Number.isInteger(w.hands[i])) return `seat ${i}'s hand in ${e.text.slice(0, 200)}`;
    }
    return null;
  }, seat);
  if (leaked) fail(`${side.name} received ${leaked}`);
}

// What one page clicks when it is to move: its pass, a moon's choice, a hand tile (Hearts), or
// a line game's first playable tile and end, a draw, a pass. Null while nothing is clickable.
export function pick(v, ts, picked) {
  const find = (f) => ts.find((t) => f(t.id));
  const phase = v.state?.phase;
  if (phase === 'pass') return pickPass(picked, ts);
  if (phase === 'moon') return { target: find((id) => id === 'choice:moon:self') };
  const end = find((id) => id.startsWith('end:'));
  if (end) return { target: end };
  const tile = find((id) => id.startsWith('hand:'));
  if (tile) return { target: tile };
  const other = find((id) => id === 'button:draw' || id === 'button:pass');
  return other ? { target: other } : null;
}

// Plays on every page in `sides` (each moving when its own view says so) until the round is
// over on all of them; `between(moves)` runs after each move (the drop), `before(side, view,
// targets, moves)` when a page is asked to move, before it clicks (its table waits on it then).
// Checks fairness for the friends at every step. Returns the host's final view.
export async function playRound(host, friends, { between, before, deadlineMs = 240000 } = {}) {
  const deadline = Date.now() + deadlineMs;
  const picked = new Map();
  let moves = 0;
  for (;;) {
    if (Date.now() > deadline) fail(`the round did not end in ${deadlineMs / 1000} s: ${summary(await view(host.page))}`);
    const sides = [host, ...friends.map((f) => f.side)];
    const views = await Promise.all(sides.map((s) => view(s.page)));
    if (views.every(roundEnded)) return views[0];
    for (const f of friends) await checkFair(f.side, f.seat);
    let moved = false;
    for (let i = 0; i < sides.length; i++) {
      const v = views[i];
      if (roundEnded(v) || v.screen !== 'table' || v.state?.to_move !== 0) continue;
      const ts = await targets(sides[i].page);
      if (before) await before(sides[i], v, ts, moves);
      if (!picked.has(sides[i])) picked.set(sides[i], new Set());
      const choice = pick(v, ts, picked.get(sides[i]));
      if (!choice?.target) continue;
      await click(sides[i].page, choice.target);
      moved = true;
      moves++;
      if (between) await between(moves);
      break;  // the pages may have changed (a friend's closed, another joined): look again
    }
    if (!moved) {
      await waitFor('a page to be asked to move, or the round to end', async () => {
        const now = await Promise.all(sides.map((s) => view(s.page)));
        return now.every(roundEnded) || now.some((v) => !roundEnded(v) && v.screen === 'table' && v.state?.to_move === 0);
      }, { ms: 60000, every: 30 });
    }
  }
}

export async function shoot(side, what, file, artifactDir) {
  for (const size of SIZES) {
    await resize(side.page, size);
    await expectCanvasDrawn(side.page, `${what} at ${sizeName(size)}`, path.join(artifactDir, `${file}-${sizeName(size)}.png`));
  }
}
