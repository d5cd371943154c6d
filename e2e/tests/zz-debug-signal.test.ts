import type { Browser } from 'playwright-core';
import { addProduct, apiAs, signedIn } from '../support/api-as';
import { launchBrowser } from '../support/browser';
import { DEMO } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('debug: signals reach the bus', async () => {
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer);
  const productId = await addProduct(seller.page, `Debug ${Date.now()}`, 10);
  await buyer.page.goto('/dashboard/messages');
  await buyer.page.waitForTimeout(3000);
  await buyer.page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__seen = [];
    const bus = (globalThis as unknown as Record<string, { eventListeners: Map<string, Set<(e: unknown) => void>> }>)
      .__MARKETPLACE_EVENT_BUS__;
    for (const type of ['conversation', 'notification']) {
      let set = bus.eventListeners.get(type);
      if (!set) {
        set = new Set();
        bus.eventListeners.set(type, set);
      }
      set.add((e) => (w.__seen as unknown[]).push(e));
    }
  });
  const opened = await apiAs(buyer.page, 'POST', '/conversations', { productId, text: 'hello' });
  const { _id } = (await opened.json()) as { _id: string };
  await buyer.page.goto(`/dashboard/messages/${_id}`);
  await buyer.page.getByRole('log').getByText('hello').waitFor();
  await buyer.page.waitForTimeout(1000);
  const requests: string[] = [];
  buyer.page.on('request', (r) => requests.push(`${Date.now()} ${r.method()} ${r.url()}`));
  buyer.page.on('response', async (r) => {
    if (r.url().includes('/messages')) requests.push(`${Date.now()} RESP ${r.status()} ${r.url()} ${(await r.text()).slice(0, 200)}`);
  });
  const sent = await apiAs(seller.page, 'POST', `/conversations/${_id}/messages`, { text: 'reply one' });
  console.log('sent', sent.status, Date.now());
  await buyer.page.waitForTimeout(3000);
  console.log(JSON.stringify(await buyer.page.evaluate(() => (window as unknown as Record<string, unknown>).__seen)));
  console.log(requests.join('\n'));
  console.log('visible', await buyer.page.getByRole('log').getByText('reply one').count());
}, 60_000);
