/**
 * LCP, INP, CLS and TTFB through web-vitals' attribution build. Its `generateTarget` names the remote owning
 * the element (the LCP element, the interaction's target, the largest shift's node) instead of a CSS selector,
 * so each vital arrives already attributed.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { remoteOfElement } from './attribution';
import type { VitalReport } from './telemetry-items';

export function watchWebVitals(report: (vital: VitalReport) => void): void {
  const options = { generateTarget: (node: Node | null) => remoteOfElement(node) };
  onLCP((metric) => report({ name: 'LCP', value: metric.value, remote: metric.attribution.target }), options);
  onINP(
    (metric) => report({ name: 'INP', value: metric.value, remote: metric.attribution.interactionTarget }),
    options,
  );
  onCLS(
    (metric) => report({ name: 'CLS', value: metric.value, remote: metric.attribution.largestShiftTarget }),
    options,
  );
  onTTFB((metric) => report({ name: 'TTFB', value: metric.value }));
}
