const { chromium } = require('playwright-core');
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  for (const u of process.argv.slice(2)) {
    const p = await b.newPage({ viewport: { width: 412, height: 823 } });
    p.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') console.log(u, m.type(), m.text().slice(0, 300));
    });
    p.on('requestfailed', (r) => console.log(u, 'failed', r.url(), r.failure()?.errorText));
    p.on('response', (r) => {
      if (r.status() >= 400) console.log(u, r.status(), r.url());
    });
    await p.goto(u, { waitUntil: 'networkidle' });
    await p.waitForTimeout(3000);
    await p.close();
  }
  await b.close();
})();
