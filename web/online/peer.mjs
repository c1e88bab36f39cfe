// The page's WebRTC connections for online play with friends (issue 28). index.html loads this
// module; it sets window.boneyardOnline, which the game reaches from C++ (shell/backends/web.cpp,
// platform.h "The online table").
//
// The host's page keeps one RTCPeerConnection per friend's seat (the peer id is the seat); a
// friend's page keeps one, to the host (peer id -1). Each carries one reliable, ordered data
// channel of text. The offer and the answer travel as the short codes of sdp_code.mjs, so ICE
// is non-trickle: a description is encoded once candidate gathering is complete, or after
// GATHER_MS with what was gathered (a STUN server that never answers must not hold an
// invitation up; the host candidates are there within milliseconds). With no STUN server the
// codes carry host candidates only: one local network.
//
// Nothing here calls into the game: what happens is queued as events {kind, peer, text}, which
// the game drains once a refresh (next()); changed() tells the game's refresh a frame is due,
// so an idle table reacts. Kinds: 'invitation' (the host's code for a seat), 'reply' (the
// friend's code), 'open', 'message', 'closed' (the channel closed, or the connection failed: a
// friend's tab closed shows at once, a friend's network gone in about 15 s), 'failed' (why, for
// the person: a code that does not read, a connection that could not be made) and 'link' (a
// reply link another tab handed over). A connection the game closed or replaced says nothing
// more.
//
// The text is a stranger's: a message that is not a string or longer than MAX_MESSAGE bytes is
// dropped with a warning, never queued. The game's own validation (engine/wire) reads the rest.
//
// Reply links: a friend may send the reply as a link to this site (#reply=...). Opened in the
// host's browser, that page (index.html) first offers it on the BroadcastChannel CHANNEL; a tab
// that is hosting (hosting(true)) takes it as a 'link' event and answers 'taken', and the new
// tab, instead of starting a second game, says where the reply went.
import { decode, encode } from './sdp_code.mjs';

const HOST = -1;            // a friend's page's one peer
const GATHER_MS = 3000;     // the longest an offer or answer waits for its candidates
const MAX_MESSAGE = 65536;  // bytes (UTF-8) in one message
const CHANNEL = 'boneyard-online';
const REPLY_PREFIX = '#reply=';
const MAX_LINK = 4096;      // characters of a handed-over link

const queue = [];     // events the game has not taken yet
const watchers = [];  // listen(): functions told of every event as it is queued
let due = false;      // an event was queued since the game last asked (changed())
const links = new Map();  // peer id -> { pc, channel, opened }
let handOff = null;   // the BroadcastChannel while hosting

function emit(kind, peer, text = '') {
  const event = { kind, peer, text };
  queue.push(event);
  due = true;
  for (const watch of watchers) {
    try {
      watch(event);
    } catch (e) {
      console.warn('Boneyard online: a listener failed:', e);
    }
  }
}

const reason = (e) => (e && e.message ? e.message : String(e));
const live = (peer, link) => links.get(peer) === link;

// Bytes of `text` in UTF-8, counted only when it could be over the limit (3 bytes per UTF-16
// unit at most).
function tooLong(text) {
  return text.length * 3 > MAX_MESSAGE && new TextEncoder().encode(text).length > MAX_MESSAGE;
}

// A new connection for `peer`, replacing any it had. Its end, however it comes (the channel
// closes, ICE or DTLS fail, the other side stays quiet), is reported once as 'closed'. A
// connection that is only 'disconnected' has not ended: a browser says so after a few seconds
// without a packet from the other side (Chromium: 5 s) and connects again by itself when they
// come back, as they do from a page its machine was too busy to run for a while; it gives up
// ('failed') when they do not (Chromium: 10 s later). Closing at 'disconnected' lost such joins
// for good: a friend's page waiting for the host to paste its reply closed its side, and the
// reply the host then pasted led nowhere (issue 46, fault 7).
function connect(peer, stunUrls) {
  close(peer);
  const urls = Array.isArray(stunUrls) ? stunUrls.filter((u) => typeof u === 'string' && u) : [];
  const pc = new RTCPeerConnection({ iceServers: urls.length ? [{ urls }] : [] });
  const link = { pc, channel: null, opened: false };
  links.set(peer, link);
  const lost = (state) => ['failed', 'closed'].includes(state) && end(peer, link);
  pc.addEventListener('connectionstatechange', () => lost(pc.connectionState));
  pc.addEventListener('iceconnectionstatechange', () => lost(pc.iceConnectionState));
  return link;
}

function end(peer, link) {
  if (!live(peer, link)) return;
  links.delete(peer);
  link.pc.close();
  emit('closed', peer);
}

// The connection of `peer` failed before it could be used: forgotten, and the game told why.
function abandon(peer, link, why) {
  if (link && !live(peer, link)) return;  // closed or replaced meanwhile: nobody is waiting
  if (link) {
    links.delete(peer);
    link.pc.close();
  }
  emit('failed', peer, why);
}

function attach(peer, link, channel) {
  if (link.channel) return;  // one channel a connection: the host makes no other
  link.channel = channel;
  channel.binaryType = 'arraybuffer';
  const opened = () => {
    if (!live(peer, link) || link.opened) return;
    link.opened = true;
    emit('open', peer);
  };
  channel.addEventListener('open', opened);
  channel.addEventListener('close', () => end(peer, link));
  channel.addEventListener('message', (e) => {
    if (!live(peer, link)) return;
    if (typeof e.data !== 'string') {
      console.warn(`Boneyard online: a message from peer ${peer} that is not text was dropped`);
    } else if (tooLong(e.data)) {
      console.warn(`Boneyard online: a message from peer ${peer} over ${MAX_MESSAGE} bytes was dropped`);
    } else {
      emit('message', peer, e.data);
    }
  });
  if (channel.readyState === 'open') opened();  // a channel the other side opened may come open
}

// Resolves once `pc` has gathered its candidates, or after GATHER_MS.
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

// The code of `link`'s own description (`type`: 'offer' or 'answer') once its candidates are
// gathered; null when the connection was closed or replaced meanwhile.
async function localCode(peer, link, type) {
  const pc = link.pc;
  await pc.setLocalDescription(await (type === 'offer' ? pc.createOffer() : pc.createAnswer()));
  await gathered(pc);
  return live(peer, link) ? encode(type, pc.localDescription.sdp) : null;
}

// Host: a connection for `seat` (replacing an old one) and its offer, as an 'invitation' event.
export async function invite(seat, stunUrls) {
  let link = null;
  try {
    if (!Number.isInteger(seat) || seat < 0) throw new Error(`no seat ${seat}`);
    link = connect(seat, stunUrls);
    attach(seat, link, link.pc.createDataChannel('boneyard', { ordered: true }));
    const code = await localCode(seat, link, 'offer');
    if (code) emit('invitation', seat, code);
  } catch (e) {
    abandon(seat, link, `the invitation could not be made: ${reason(e)}`);
  }
}

// The description `code` stands for when it reads and is of `type` ('offer' or 'answer'); else
// null, and the game is told why ('failed' for `peer`).
function readCode(peer, code, type) {
  let description;
  try {
    description = decode(code);
  } catch (e) {
    emit('failed', peer, reason(e));
    return null;
  }
  if (description.type === type) return description;
  emit('failed', peer, type === 'answer' ? 'this is an invitation, not a reply' : 'this is a reply, not an invitation');
  return null;
}

// Host: the friend's reply to the invitation of `seat`. A reply that does not read, or is not a
// reply, is refused ('failed') and changes nothing: the invitation can take another.
export async function answer(seat, code) {
  const link = links.get(seat);
  if (!link || seat === HOST) return emit('failed', seat, `there is no invitation for seat ${seat}`);
  const description = readCode(seat, code, 'answer');
  if (!description) return;
  if (link.pc.signalingState !== 'have-local-offer') return emit('failed', seat, 'this invitation has had its reply');
  try {
    await link.pc.setRemoteDescription(description);
  } catch (e) {
    if (live(seat, link)) emit('failed', seat, `the reply was refused: ${reason(e)}`);
  }
}

// Friend: a connection to the host from its invitation, and the answer as a 'reply' event. An
// invitation that does not read changes nothing.
export async function join(code, stunUrls) {
  const description = readCode(HOST, code, 'offer');
  if (!description) return;
  let link = null;
  try {
    link = connect(HOST, stunUrls);
    const mine = link;
    link.pc.addEventListener('datachannel', (e) => attach(HOST, mine, e.channel));
    await link.pc.setRemoteDescription(description);
    const code = await localCode(HOST, link, 'answer');
    if (code) emit('reply', HOST, code);
  } catch (e) {
    abandon(HOST, link, `the invitation could not be answered: ${reason(e)}`);
  }
}

export function send(peer, text) {
  const channel = links.get(peer)?.channel;
  if (!channel || channel.readyState !== 'open') {
    console.warn(`Boneyard online: nothing sent, peer ${peer} is not connected`);
  } else if (typeof text !== 'string' || tooLong(text)) {
    console.warn(`Boneyard online: nothing sent to peer ${peer}: not text, or over ${MAX_MESSAGE} bytes`);
  } else {
    try {
      channel.send(text);
    } catch (e) {
      console.warn(`Boneyard online: sending to peer ${peer} failed:`, e);
    }
  }
}

// Closes the connection of `peer` and forgets it: no event follows.
export function close(peer) {
  const link = links.get(peer);
  if (!link) return;
  links.delete(peer);
  link.channel?.close();
  link.pc.close();
}

// While on, reply links opened in other tabs of this browser come here (see the top).
export function hosting(on) {
  if (on && !handOff && typeof BroadcastChannel === 'function') {
    handOff = new BroadcastChannel(CHANNEL);
    handOff.onmessage = (e) => {
      const hash = e.data?.type === 'reply' ? e.data.hash : null;
      if (typeof hash !== 'string' || !hash.startsWith(REPLY_PREFIX) || hash.length > MAX_LINK) return;
      emit('link', HOST, hash);
      handOff.postMessage({ type: 'taken', hash });
    };
  } else if (!on && handOff) {
    handOff.close();
    handOff = null;
  }
}

export const supported = () => typeof RTCPeerConnection === 'function';
export const canShare = () => typeof navigator.share === 'function';

// The system's share sheet (a phone's), where the browser has one; the person may cancel it.
export function share(title, text, url) {
  if (!canShare()) return;
  const data = url ? { title, text, url } : { title, text };
  Promise.resolve()
    .then(() => navigator.share(data))
    .catch((e) => e?.name !== 'AbortError' && console.warn('Boneyard online: sharing failed:', e));
}

// The game's side: the oldest event not yet taken (or null), and whether any was queued since
// the last changed().
export const next = () => queue.shift() ?? null;
export function changed() {
  const was = due;
  due = false;
  return was;
}
// Tests and tools: `watch(event)` for every event as it is queued (the game drains the queue).
export function listen(watch) {
  watchers.push(watch);
}

if (typeof window === 'object') {
  window.boneyardOnline = Object.freeze({
    supported, invite, answer, join, send, close, hosting, canShare, share, next, changed, listen,
  });
}
