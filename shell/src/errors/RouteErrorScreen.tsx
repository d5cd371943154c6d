import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { signOut } from '../auth/auth-service';

const Panel = styled.section`
  max-width: 640px;
  margin: ${theme.space(16)} auto;
  padding: ${theme.space(6)};
  text-align: center;
`;

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What RouteErrorBoundary shows in place of a layout whose page crashed. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <Panel role="alert">
      <h1>Something went wrong !!!</h1>
      <p>{describe(error)}</p>
      <Button type="button" onClick={onSignOut}>
        Sign Out
      </Button>
    </Panel>
  );
}
