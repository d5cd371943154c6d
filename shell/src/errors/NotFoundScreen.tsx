import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteFallback } from '../federation/RemoteFallback';
import { unknownRemotes, useRouteRegistry } from '../federation/route-registry';
import { useRuntimeConfig } from '../federation/runtime-config-context';
import notFoundImage from './not-found.svg';

const Panel = styled.section`
  max-width: 560px;
  margin: ${theme.space(12)} auto;
  padding: ${theme.space(4)};
  text-align: center;
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 700;
  }
`;

export function NotFoundScreen() {
  const config = useRuntimeConfig();
  const { lists, refresh } = useRouteRegistry();
  const missing = unknownRemotes(lists);
  // The page may belong to a remote that is down and whose routes this browser has never seen.
  if (missing.length > 0) {
    return <RemoteFallback onRetry={() => refresh(config)} detail={`Not reachable: ${missing.join(', ')}`} />;
  }
  return (
    <Panel>
      <img src={notFoundImage} alt="A lonely table: this page does not exist" width={320} height={200} />
      <h1>Page not found</h1>
      <Link to="/">Go back</Link>
    </Panel>
  );
}
