// Offers and answers of a WebRTC data channel, short enough for a link (issue 28).
//
// A browser's session description (SDP) for a data channel runs to a kilobyte, almost all of
// it fixed. With non-trickle ICE (the description is taken once candidate gathering is
// complete) the other side needs only: the ICE user fragment and password, the DTLS
// certificate's SHA-256 fingerprint, the DTLS role, and the candidates' addresses. This
// module packs those into bytes written in base64url, and rebuilds from them a description
// the browser accepts: 95 characters for Chromium's offer with one host candidate (its
// description had 562), 104 with a server-reflexive candidate beside it. The code is a
// stranger's text: decode() checks every byte and throws an Error that says what is wrong,
// never returning a half-read description.
//
// Bytes (version 1):
//   0      version (high 4 bits) | type (bit 3: 0 offer, 1 answer) | setup (bits 0-1: actpass,
//          active, passive)
//   1..    ufrag: length (1 byte) then ASCII; pwd: the same
//   ..     fingerprint: 32 bytes (sha-256)
//   ..     candidate count (1 byte), then per candidate: kind (1 byte: 0 IPv4, 1 IPv6, 2 an
//          mDNS name, a UUID followed by ".local"; plus 16 when server-reflexive, 32 when
//          relayed), the address (4, 16 or 16 bytes), the port (2 bytes, big-endian)

const VERSION = 1;
const SETUPS = ['actpass', 'active', 'passive'];
const MAX_CODE = 2048;  // characters: a code longer than this is refused before it is read
const MAX_CANDIDATES = 16;
const KIND_V4 = 0, KIND_V6 = 1, KIND_MDNS = 2, KIND_SRFLX = 16, KIND_RELAY = 32;
// What each candidate type's priority is in a browser's own descriptions (RFC 8445 5.1.2.1,
// component 1), so the rebuilt candidates are tried in the usual order.
const PRIORITY = { host: 2122260223, srflx: 1686052607, relay: 41885439 };

// Base64url without padding, both ways (no Buffer or btoa needed: it runs in a page and in node).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function toBase64url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; ++k) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}
function fromBase64url(text) {
  if (text.length % 4 === 1) throw new Error('the code is cut short');
  const bytes = [];
  let bits = 0, value = 0;
  for (const c of text) {
    const v = ALPHABET.indexOf(c);
    if (v < 0) throw new Error(`the code has a character that does not belong: ${JSON.stringify(c)}`);
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

// The fields of a description that the other side needs (throws when one is missing).
export function describe(sdp) {
  const lines = sdp.split(/\r?\n/);
  const value = (prefix) => {
    const line = lines.find((l) => l.startsWith(prefix));
    if (!line) throw new Error(`the description has no ${prefix.replace(/[:=]$/, '')}`);
    return line.slice(prefix.length).trim();
  };
  const fingerprint = value('a=fingerprint:').split(' ');
  if (fingerprint[0].toLowerCase() !== 'sha-256') throw new Error(`a ${fingerprint[0]} fingerprint (only sha-256 is packed)`);
  const candidates = [];
  for (const line of lines) {
    if (!line.startsWith('a=candidate:')) continue;
    // foundation component transport priority address port "typ" type ...
    const f = line.slice('a=candidate:'.length).trim().split(/\s+/);
    if (f[1] !== '1' || f[2].toLowerCase() !== 'udp') continue;  // one component; UDP only
    candidates.push({ address: f[4], port: Number(f[5]), type: f[7] });
  }
  return {
    ufrag: value('a=ice-ufrag:'),
    pwd: value('a=ice-pwd:'),
    fingerprint: fingerprint[1].split(':').map((h) => parseInt(h, 16)),
    setup: value('a=setup:'),
    candidates,
  };
}

function ipv4Bytes(address) {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.map(Number);
}
function ipv6Bytes(address) {
  if (!/^[0-9a-fA-F:]+$/.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (s) => (s ? s.split(':') : []);
  const head = groups(halves[0]), tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(missing).fill('0'), ...tail];
  if (all.some((g) => g.length === 0 || g.length > 4)) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}
function mdnsBytes(address) {
  const m = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(address);
  if (!m) return null;
  const hex = m.slice(1).join('');
  return Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
}

// The description `sdp` of `type` ('offer' or 'answer') as a short code.
export function encode(type, sdp) {
  const d = describe(sdp);
  const setup = SETUPS.indexOf(d.setup);
  if (setup < 0) throw new Error(`an unknown DTLS role: ${d.setup}`);
  if (type !== 'offer' && type !== 'answer') throw new Error(`not an offer or an answer: ${type}`);
  const bytes = [(VERSION << 4) | (type === 'answer' ? 8 : 0) | setup];
  for (const text of [d.ufrag, d.pwd]) {
    if (text.length > 255 || !/^[\x21-\x7e]*$/.test(text)) throw new Error('an ICE credential that cannot be packed');
    bytes.push(text.length, ...Array.from(text, (c) => c.charCodeAt(0)));
  }
  if (d.fingerprint.length !== 32 || d.fingerprint.some((b) => !(b >= 0 && b <= 255))) throw new Error('a malformed fingerprint');
  bytes.push(...d.fingerprint);
  const packed = [];
  for (const c of d.candidates) {
    const extra = c.type === 'srflx' ? KIND_SRFLX : c.type === 'relay' ? KIND_RELAY : c.type === 'host' ? 0 : -1;
    if (extra < 0 || !(c.port > 0 && c.port < 65536)) continue;
    let kind = KIND_V4, address = ipv4Bytes(c.address);
    if (!address) [kind, address] = [KIND_V6, ipv6Bytes(c.address)];
    if (!address) [kind, address] = [KIND_MDNS, mdnsBytes(c.address)];
    if (!address || packed.length === MAX_CANDIDATES) continue;
    packed.push([kind | extra, ...address, c.port >> 8, c.port & 255]);
  }
  if (packed.length === 0) throw new Error('the description has no candidate to reach it by');
  bytes.push(packed.length, ...packed.flat());
  return toBase64url(Uint8Array.from(bytes));
}

function hex2(b) {
  return b.toString(16).toUpperCase().padStart(2, '0');
}

// The description a code stands for: { type, sdp }, or an Error saying what is wrong.
export function decode(code) {
  if (typeof code !== 'string') throw new Error('the code is not text');
  code = code.trim();
  if (code.length === 0) throw new Error('the code is empty');
  if (code.length > MAX_CODE) throw new Error(`the code is too long (${code.length} characters)`);
  const bytes = fromBase64url(code);
  let at = 0;
  const take = (n, what) => {
    if (at + n > bytes.length) throw new Error(`the code is cut short (in ${what})`);
    const out = bytes.subarray(at, at + n);
    at += n;
    return out;
  };
  const head = take(1, 'its header')[0];
  if (head >> 4 !== VERSION) throw new Error(`the code is of version ${head >> 4}, not ${VERSION}: both pages need the same Boneyard`);
  if ((head & 3) >= SETUPS.length || (head & 4)) throw new Error('the code has a header that does not belong');
  const type = head & 8 ? 'answer' : 'offer';
  const setup = SETUPS[head & 3];
  const text = (what) => {
    const n = take(1, what)[0];
    const chars = String.fromCharCode(...take(n, what));
    if (n < 4 || !/^[A-Za-z0-9+/]+$/.test(chars)) throw new Error(`the code's ${what} is malformed`);
    return chars;
  };
  const ufrag = text('ICE user fragment'), pwd = text('ICE password');
  const fingerprint = Array.from(take(32, 'fingerprint'), hex2).join(':');
  const count = take(1, 'candidates')[0];
  if (count === 0 || count > MAX_CANDIDATES) throw new Error(`the code has ${count} candidates`);
  const candidates = [];
  for (let i = 0; i < count; ++i) {
    const kind = take(1, 'a candidate')[0];
    const family = kind & 15, relay = kind & KIND_RELAY, srflx = kind & KIND_SRFLX;
    if (family > KIND_MDNS || (kind & ~(15 | KIND_SRFLX | KIND_RELAY)) || (relay && srflx)) {
      throw new Error(`the code has a candidate of an unknown kind (${kind})`);
    }
    const raw = take(family === KIND_V4 ? 4 : 16, 'a candidate');
    let address;
    if (family === KIND_V4) address = Array.from(raw).join('.');
    else if (family === KIND_V6) address = Array.from({ length: 8 }, (_, g) => ((raw[2 * g] << 8) | raw[2 * g + 1]).toString(16)).join(':');
    else {
      const h = Array.from(raw, (b) => b.toString(16).padStart(2, '0')).join('');
      address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
    }
    const p = take(2, 'a candidate');
    const port = (p[0] << 8) | p[1];
    if (port === 0) throw new Error('the code has a candidate on port 0');
    const typ = relay ? 'relay' : srflx ? 'srflx' : 'host';
    const related = typ === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
    candidates.push(`a=candidate:${i + 1} 1 udp ${PRIORITY[typ] - i} ${address} ${port} typ ${typ}${related} generation 0`);
  }
  if (at !== bytes.length) throw new Error('the code has bytes after its end');
  const sdp = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates,
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n');
  return { type, sdp };
}
