import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../test/intersection-observer';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const ref = useRef<HTMLParagraphElement>(null);
  return <p ref={ref}>{useNearViewport(ref, 300) ? 'near' : 'far'}</p>;
}

describe('useNearViewport', () => {
  it('is false until the element comes within the margin of the viewport, then true for good', () => {
    const uninstall = installFakeIntersectionObserver();
    try {
      render(<Probe />);
      const observer = FakeIntersectionObserver.observing(screen.getByText('far'));
      expect(observer.options.rootMargin).toBe('0px 0px 300px 0px');

      act(() => observer.report(false));
      expect(screen.getByText('far')).toBeInTheDocument();
      act(() => observer.report(true));
      expect(screen.getByText('near')).toBeInTheDocument();
      expect(observer.disconnected).toBe(true);
    } finally {
      uninstall();
    }
  });

  it('is true once the element has been scrolled past without coming into view (a jump to the end)', () => {
    const uninstall = installFakeIntersectionObserver();
    try {
      render(<Probe />);
      act(() => FakeIntersectionObserver.observing(screen.getByText('far')).report(false, -400));
      expect(screen.getByText('near')).toBeInTheDocument();
    } finally {
      uninstall();
    }
  });

  it('stops observing when the component is gone', () => {
    const uninstall = installFakeIntersectionObserver();
    try {
      const { unmount } = render(<Probe />);
      const observer = FakeIntersectionObserver.observing(screen.getByText('far'));
      unmount();
      expect(observer.disconnected).toBe(true);
    } finally {
      uninstall();
    }
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    expect('IntersectionObserver' in window).toBe(false);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
