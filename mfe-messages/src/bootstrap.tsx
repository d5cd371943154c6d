/** Standalone mount for the team's own work: the remote's pages (from its pages.json) inside a minimal dev host. */

import { pages, routeList } from 'virtual:remote-pages';
import { DevHost } from '@marketplace/tooling/dev-host';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<DevHost routeList={routeList} pages={pages} />);
