// Every browser test sends its input and waits through lib.mjs: a click, key or wheel returns
// once the game has consumed it and drawn the frames after it (lib.mjs, "Input that waits for
// its effect"), and a test waits for effects (waitFor, findTarget), never for time. This check
// fails on a test file that sends input to the page itself or sleeps, naming the file and line.
// Usage: node helpers_only.mjs [dir] (default: this folder).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2] || path.dirname(fileURLToPath(import.meta.url));
// lib.mjs holds the helpers; serve.mjs and this file send no input to a page.
const exempt = new Set(['lib.mjs', 'serve.mjs', 'helpers_only.mjs']);
const banned = [
  [/\bpage\.(mouse|keyboard|touchscreen)\./, 'sends input itself: use click, key, hover or wheel from lib.mjs'],
  [/\bsleep\s*\(/, 'sleeps: wait for the effect instead (waitFor, findTarget, settled)'],
  [/\bsetTimeout\s*\(/, 'waits for time: wait for the effect instead'],
  [/\bwaitForTimeout\s*\(/, 'waits for time: wait for the effect instead'],
];

const faults = [];
let files = 0;
for (const name of fs.readdirSync(dir).sort()) {
  if (!name.endsWith('.mjs') || exempt.has(name)) continue;
  files++;
  fs.readFileSync(path.join(dir, name), 'utf8').split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');  // comments may mention what they like
    for (const [pattern, why] of banned) {
      if (pattern.test(code)) faults.push(`${name}:${i + 1}: ${why}\n    ${line.trim()}`);
    }
  });
}
if (files === 0) {
  console.log(`FAIL helpers_only: no browser tests found in ${dir}`);
  process.exit(1);
}
if (faults.length) {
  console.log(`FAIL helpers_only: ${faults.length} line(s) in the browser tests bypass lib.mjs:\n${faults.join('\n')}`);
  process.exit(1);
}
console.log(`PASS helpers_only: ${files} browser test files send input and wait only through lib.mjs`);
