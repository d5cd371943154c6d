import { startEarly } from './federation/early-start';

// Fetched while the shared libraries download (see early-start.ts).
startEarly();
// Async boundary: shared singletons are negotiated before any of the app's code runs.
import('./bootstrap');
