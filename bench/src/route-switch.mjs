/**
 * Route switch: from the click on a link to the moment the page of a remote that is not loaded yet is on
 * screen, timed inside the page (performance.now() at the click, polled every animation frame). Each run
 * starts from a cold cache, so the remote's manifest, entry and page chunks all come over the network.
 */
import { journeys, log, median, round, signedInState, site, waitForQuiet, writeResult } from './support.mjs';

const RUNS = 5;
const SWITCHES = [
  {
    name: 'home -> login (mfe-auth)',
    from: '/',
    signedInAs: null,
    link: 'a[href="/login"]',
    rendered: { selector: 'input[type="password"]', text: '' },
  },
  {
    name: 'My Orders -> Add Product (mfe-dashboard-seller)',
    from: '/dashboard',
    signedInAs: journeys.DEMO.seller,
    link: 'a[href="/dashboard/addproduct"]',
    rendered: { selector: 'h1', text: 'Add Your Product' },
  },
];

function clickAndWait({ link, rendered }) {
  return new Promise((resolve, reject) => {
    const anchor = document.querySelector(link);
    if (!anchor) return reject(new Error(`no ${link} on the page`));
    const started = performance.now();
    anchor.click();
    const check = () => {
      const shown = [...document.querySelectorAll(rendered.selector)].some((el) =>
        el.textContent.includes(rendered.text),
      );
      if (shown) resolve(performance.now() - started);
      else if (performance.now() - started > 20_000) reject(new Error(`${rendered.selector} never appeared`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export async function measure({ browser }) {
  const results = [];
  for (const sw of SWITCHES) {
    log(`route switch: ${sw.name}`);
    const state = sw.signedInAs ? await signedInState(browser, sw.signedInAs) : undefined;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ baseURL: site.SITE_URL, storageState: state });
      const page = await context.newPage();
      await page.goto(sw.from);
      await page.locator(sw.link).first().waitFor();
      await waitForQuiet(page);
      runs.push(await page.evaluate(clickAndWait, { link: sw.link, rendered: sw.rendered }));
      await context.close();
    }
    results.push({ name: sw.name, medianMs: round(median(runs)), runsMs: runs.map((r) => round(r)) });
    log(`${sw.name}: ${round(median(runs))} ms (median of ${RUNS})`);
  }
  writeResult('route-switch', { switches: results });
}
