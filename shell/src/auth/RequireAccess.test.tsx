import './jsdom-text-encoder';
import '@testing-library/jest-dom';
import type { RouteAccess } from '@marketplace/shared/types';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ensureAuthStarted } from './auth-service';
import { useAuthStore } from './auth-store';
import { requestLoginRedirect } from './login-redirect';
import { RequireAccess } from './RequireAccess';

const seller = { displayName: 'Sam', photoURL: null, email: 'sam@example.com' };

function LoginProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: { pathname: string } } | null)?.from;
  return (
    <>
      <p>login page, from {from?.pathname ?? 'nowhere'}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string, access: RouteAccess) {
  render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/login" element={<LoginProbe />} />
        <Route
          path="/guarded"
          element={
            <RequireAccess access={access}>
              <p>guarded content</p>
            </RequireAccess>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

jest.mock('./auth-service', () => ({ ensureAuthStarted: jest.fn() }));

beforeEach(() => {
  jest.mocked(ensureAuthStarted).mockClear();
  useAuthStore.setState({ user: null, token: null, role: null, loading: false });
});

describe('RequireAccess', () => {
  it('shows a spinner with the hidden text Loading... while auth or role loads', () => {
    useAuthStore.setState({ user: seller, loading: true });
    renderAt('/guarded', 'seller');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they came from and replacing history', () => {
    renderAt('/guarded', 'signed-in');
    expect(screen.getByText('login page, from /guarded')).toBeInTheDocument();
    // Replaced, not pushed: one step back is home, not the guarded page again.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('redirects a buyer away from seller pages', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'buyer' });
    renderAt('/guarded', 'seller');
    expect(screen.getByText('login page, from /guarded')).toBeInTheDocument();
  });

  it('redirects a seller away from admin pages', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'seller' });
    renderAt('/guarded', 'admin');
    expect(screen.getByText('login page, from /guarded')).toBeInTheDocument();
  });

  it('redirects a buyer away from admin pages', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'buyer' });
    renderAt('/guarded', 'admin');
    expect(screen.getByText('login page, from /guarded')).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('renders an admin page for an admin', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'admin' });
    renderAt('/guarded', 'admin');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('renders the page for a user with the role', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'seller' });
    renderAt('/guarded', 'seller');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('asks for Firebase on a guarded page only when nobody is on screen (a stored session is confirmed later)', () => {
    useAuthStore.setState({ user: seller, token: 't', role: 'seller', loading: false });
    renderAt('/guarded', 'signed-in');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
    expect(ensureAuthStarted).not.toHaveBeenCalled();
    act(() => useAuthStore.setState({ user: null, token: null, role: null, loading: true }));
    expect(ensureAuthStarted).toHaveBeenCalledTimes(1);
  });

  it('renders public pages without waiting for auth', () => {
    useAuthStore.setState({ loading: true });
    renderAt('/guarded', 'public');
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('goes to /login when the API forced a sign-out, even from a public page', () => {
    renderAt('/guarded', 'public');
    act(() => requestLoginRedirect());
    expect(screen.getByText('login page, from /guarded')).toBeInTheDocument();
  });
});
