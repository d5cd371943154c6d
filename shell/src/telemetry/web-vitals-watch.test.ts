import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { remoteOfElement } from './attribution';
import { interactionNode, largestShiftNode, lcpNode } from './web-vitals-watch';

/** A page with the shell's header and a catalog page under it. */
function page() {
  document.body.innerHTML =
    '<header><a id="logo">Furniture</a></header><main data-remote="catalog"><img id="photo" /><p id="price">$95</p></main>';
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { logo: byId('logo'), photo: byId('photo'), price: byId('price') };
}

const shift = (value: number, nodes: (Node | null)[]) =>
  ({ value, sources: nodes.map((node) => ({ node })) }) as unknown as CLSMetric['entries'][number];

describe("the remote each web vital is the page's", () => {
  it("names the latest LCP candidate's owner", () => {
    const { logo, photo } = page();
    const entries = [{ element: logo }, { element: photo }] as unknown as LCPMetric['entries'];
    expect(remoteOfElement(lcpNode(entries))).toBe('catalog');
    expect(remoteOfElement(lcpNode([]))).toBe('shell');
  });

  it("names the interaction's first target", () => {
    const { price } = page();
    const entries = [{ target: null }, { target: price }] as unknown as INPMetric['entries'];
    expect(remoteOfElement(interactionNode(entries))).toBe('catalog');
  });

  it('names the element that moved most, past a text node among its sources', () => {
    const { logo, price } = page();
    const text = price.firstChild;
    expect(remoteOfElement(largestShiftNode([shift(0.01, [logo]), shift(0.2, [text, price])]))).toBe(
      'catalog',
    );
    expect(remoteOfElement(largestShiftNode([shift(0.3, [logo]), shift(0.2, [price])]))).toBe('shell');
    expect(largestShiftNode([])).toBeNull();
  });
});
