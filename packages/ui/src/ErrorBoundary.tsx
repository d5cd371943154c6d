/**
 * The kit's error boundary: react-error-boundary's, so every front end catches render errors the same way
 * (a fallback, reset keys, a reset callback) instead of a hand-written class per place.
 */
export type { FallbackProps } from 'react-error-boundary';
export { ErrorBoundary } from 'react-error-boundary';
