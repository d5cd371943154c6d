import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { publishAuthState, resetBusForTests } from './event-bus';
import { useAuthState } from './use-auth-state';

function WhoAmI() {
  const { user, role, loading } = useAuthState();
  if (loading) return <p>Loading...</p>;
  return <p>{user ? `${user.displayName} (${role})` : 'signed out'}</p>;
}

describe('useAuthState', () => {
  beforeEach(() => resetBusForTests());

  it('re-renders a remote component when the shell publishes', () => {
    render(<WhoAmI />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => publishAuthState({ loading: false }));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() =>
      publishAuthState({
        user: { displayName: 'Sam', photoURL: null, email: 's@example.com' },
        role: 'seller',
      }),
    );
    expect(screen.getByText('Sam (seller)')).toBeInTheDocument();
  });
});
