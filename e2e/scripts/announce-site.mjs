#!/usr/bin/env node
/** Part of `npm start`: waits until every part of the site answers, then prints the URL to open. */
import net from 'node:net';

const PARTS = {
  shell: 3000,
  catalog: 3001,
  auth: 3002,
  seller: 3003,
  admin: 3004,
  api: 4000,
  'auth emulator': 9099,
};
const open = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const deadline = Date.now() + 180_000;
let waiting = Object.keys(PARTS);
while (waiting.length > 0 && Date.now() < deadline) {
  const states = await Promise.all(waiting.map((name) => open(PARTS[name])));
  waiting = waiting.filter((_, index) => !states[index]);
  if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (waiting.length > 0) {
  console.error(`Still not answering after 3 minutes: ${waiting.join(', ')}`);
  process.exit(1);
}
console.log(
  '\n  The marketplace is ready: open http://localhost:3000\n  Demo accounts: see README.md. Ctrl-C stops everything.\n',
);
