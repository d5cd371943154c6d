/** Ports the system says are free now (listen on port 0, read the port, close), none of them in `avoid`. */
const net = require('node:net');

function onePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function freePorts(count, avoid = []) {
  const ports = new Set();
  while (ports.size < count) {
    const port = await onePort();
    if (!avoid.includes(port)) ports.add(port);
  }
  return [...ports];
}

module.exports = { freePorts };
