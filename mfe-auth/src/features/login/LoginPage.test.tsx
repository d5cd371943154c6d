import { provideAuthActions, resetBusForTests } from '@marketplace/shared/event-bus';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseError, renderPage } from '../../test/render-page';
import LoginPage from './LoginPage';

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({})),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ emulatorConfig: { host: '127.0.0.1' } })),
  connectAuthEmulator: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
}));

const signIn = jest.mocked(signInWithEmailAndPassword);
const sendReset = jest.mocked(sendPasswordResetEmail);
const currentSession = jest.fn();

beforeEach(() => {
  resetBusForTests();
  signIn.mockReset();
  sendReset.mockReset().mockResolvedValue(undefined);
  currentSession.mockReset().mockResolvedValue({ user: null, token: 't', role: 'buyer', loading: false });
  provideAuthActions({ refreshAccessToken: jest.fn(), signOut: jest.fn(), currentSession });
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the spec texts: Forget Password ?, Create new Account and continue with google', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forget Password ?' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Create new Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'continue with google' })).toBeInTheDocument();
  });

  it('requires the email and the password, inline, without calling Firebase', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in, waits for the session and goes back where the guard found the user, replacing history', async () => {
    signIn.mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    renderPage(<LoginPage />, { path: '/login', state: { from: { pathname: '/dashboard/addproduct' } } });
    const user = await fillAndSubmit('sam@example.com', 'secret1');
    expect(await screen.findByText('dashboard page at /dashboard/addproduct')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(expect.anything(), 'sam@example.com', 'secret1');
    expect(currentSession).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('start page at /start')).toBeInTheDocument();
  });

  it('goes to / after a login nobody sent them to', async () => {
    signIn.mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sam@example.com', 'secret1');
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
  });

  it("shows the provider's error cut to its code, in an alert, and ends the busy state", async () => {
    let fail: (error: Error) => void = () => undefined;
    signIn.mockReturnValue(
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sam@example.com', 'wrong-one');
    const button = screen.getByRole('button', { name: /Login/ });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    fail(firebaseError('auth/wrong-password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^wrong-password$/);
    expect(button).toBeEnabled();
    expect(currentSession).not.toHaveBeenCalled();
  });

  it('shows why when the session cannot be started after the sign-in', async () => {
    signIn.mockResolvedValue({} as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    currentSession.mockRejectedValue(
      new Error('Cannot reach the server. Check your connection and try again.'),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit('sam@example.com', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });
});

describe('Forget Password ?', () => {
  it('is a button that asks for the email first, under the field, and sends nothing', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forget Password ?' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter your email address first');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(sendReset).not.toHaveBeenCalled();
    await user.type(email, 'sam@example.com');
    expect(screen.queryByText('Enter your email address first')).not.toBeInTheDocument();
  });

  it("sends the reset email for the typed address, with this site's /reset-password as the link, from the keyboard", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' sam@example.com ');
    await user.tab(); // password
    await user.tab();
    expect(screen.getByRole('button', { name: 'Forget Password ?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Password reset email sent to sam@example.com')).toBeInTheDocument();
    expect(sendReset).toHaveBeenCalledWith(expect.anything(), 'sam@example.com', {
      url: `${window.location.origin}/reset-password`,
    });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows Firebase's refusal cut to its code", async () => {
    sendReset.mockRejectedValue(firebaseError('auth/user-not-found'));
    renderPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forget Password ?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^user-not-found$/);
    expect(screen.queryByText(/Password reset email sent/)).not.toBeInTheDocument();
  });
});
