/** Standalone mount for the team's own work: the remote's pages inside a minimal dev host. */

import type { RemoteRouteList } from '@marketplace/shared/types';
import { DevHost } from '@marketplace/tooling/dev-host';
import { createRoot } from 'react-dom/client';
import { pages } from './pages';
import routeList from './routes.json';

const root = document.getElementById('root');
if (root) createRoot(root).render(<DevHost routeList={routeList as RemoteRouteList} pages={pages} />);
