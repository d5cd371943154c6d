import { provideAuthActions, provideRuntimeSettings, resetBusForTests } from '@marketplace/shared/event-bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
} from 'firebase/auth';
import { createUserRecord } from '../session/api/create-user-record';
import { firebaseError, renderPage } from '../test/render-page';
import { GoogleSignInButton } from './GoogleSignInButton';

const mockAuth: { emulatorConfig: object | null } = { emulatorConfig: null };

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({})),
}));
jest.mock('firebase/auth', () => {
  class MockGoogleAuthProvider {
    providerId = 'google.com';
    static credential = jest.fn((idToken: string) => ({ providerId: 'google.com', idToken }));
  }
  return {
    initializeAuth: jest.fn(() => mockAuth),
    connectAuthEmulator: jest.fn(),
    browserPopupRedirectResolver: { name: 'the popup resolver' },
    GoogleAuthProvider: MockGoogleAuthProvider,
    signInWithPopup: jest.fn(),
    signInWithCredential: jest.fn(),
  };
});
jest.mock('../session/api/create-user-record', () => ({ createUserRecord: jest.fn() }));

const popup = jest.mocked(signInWithPopup);
const withCredential = jest.mocked(signInWithCredential);
const createRecord = jest.mocked(createUserRecord);
const refreshSession = jest.fn();
const googleUser = {
  email: 'gina@example.com',
  displayName: 'Gina G',
  photoURL: 'https://lh3.example/gina.png',
  getIdToken: jest.fn(),
};
type Credential = Awaited<ReturnType<typeof signInWithPopup>>;

function renderButton() {
  const onSignedIn = jest.fn();
  const onError = jest.fn();
  renderPage(<GoogleSignInButton onStart={jest.fn()} onError={onError} onSignedIn={onSignedIn} />, {
    path: '/login',
  });
  return { onSignedIn, onError };
}

beforeEach(() => {
  resetBusForTests();
  jest.clearAllMocks();
  // The mock's connectAuthEmulator does not flip emulatorConfig: each test says which Firebase it is.
  mockAuth.emulatorConfig = null;
  refreshSession.mockResolvedValue({ user: null, token: 't', role: 'buyer', loading: false });
  provideAuthActions({ refreshAccessToken: jest.fn(), signOut: jest.fn(), refreshSession });
  // Real Firebase: no emulator host, so firebaseAuth() connects none.
  provideRuntimeSettings({
    apiUrl: 'http://api.test',
    imageUploadUrl: 'http://api.test/images',
    imageUploadKey: 'k',
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});

describe('continue with google, with real Firebase (popup)', () => {
  it('signs in with the Google popup, registers a buyer and refreshes the session', async () => {
    popup.mockResolvedValue({ user: googleUser } as unknown as Credential);
    const { onSignedIn } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'continue with google' }));
    // The page's Auth has no popup resolver (it would load Google's script at start on a phone): the popup brings it.
    expect(popup).toHaveBeenCalledWith(
      mockAuth,
      expect.any(GoogleAuthProvider),
      browserPopupRedirectResolver,
    );
    expect(withCredential).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createRecord).toHaveBeenCalledWith(googleUser, {
      name: 'Gina G',
      email: 'gina@example.com',
      role: 'buyer',
      img: 'https://lh3.example/gina.png',
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('sends an empty picture when the Google account has none', async () => {
    popup.mockResolvedValue({ user: { ...googleUser, photoURL: null } } as unknown as Credential);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'continue with google' }));
    expect(createRecord).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ img: '' }));
  });

  it("reports the popup's error cut to its code and registers nothing", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    popup.mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const { onError, onSignedIn } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'continue with google' }));
    expect(onError).toHaveBeenCalledWith('popup-closed-by-user');
    expect(console.error).toHaveBeenCalled();
    expect(createRecord).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'continue with google' })).toBeEnabled();
  });
});

describe('continue with google, against the Auth Emulator', () => {
  beforeEach(() => {
    mockAuth.emulatorConfig = { host: '127.0.0.1', port: 9099 };
  });

  it('asks for an emulated Google account and signs in with its credential, not the popup', async () => {
    withCredential.mockResolvedValue({ user: { ...googleUser, photoURL: null } } as unknown as Credential);
    const { onSignedIn } = renderButton();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'continue with google' }));
    const dialog = screen.getByRole('dialog', { name: 'Emulated Google account' });
    expect(screen.getByLabelText('Google account email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Google account email'), 'Gina@Example.com');
    await user.type(screen.getByLabelText('Google account name'), 'Gina G');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(dialog).not.toBeInTheDocument();
    expect(GoogleAuthProvider.credential).toHaveBeenCalledWith(
      JSON.stringify({
        sub: 'emulated-gina@example.com',
        email: 'gina@example.com',
        email_verified: true,
        name: 'Gina G',
      }),
    );
    expect(popup).not.toHaveBeenCalled();
    expect(createRecord).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ role: 'buyer' }));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog on Cancel or Escape without signing in, focus back on the button', async () => {
    renderButton();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'continue with google' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(withCredential).not.toHaveBeenCalled();
  });
});
