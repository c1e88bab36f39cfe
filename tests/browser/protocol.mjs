// Drives the native `boneyard protocol` program (docs/protocol.md) from a browser test, to build
// a position the browser then loads as a saved match: one JSON request a line, one answer.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

import { fail } from './lib.mjs';

export function openProtocol(binary) {
  const proc = spawn(binary, ['protocol'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: proc.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  return {
    // Sends a request; resolves to its answer, failing the test on a refusal.
    async ask(request) {
      const answer = new Promise((resolve) => waiting.push(resolve));
      proc.stdin.write(`${JSON.stringify(request)}\n`);
      const reply = JSON.parse(await answer);
      if (!reply.ok) fail(`protocol refused ${JSON.stringify(request)}: ${reply.error}`);
      return reply;
    },
    close() { proc.stdin.end(); },
  };
}
