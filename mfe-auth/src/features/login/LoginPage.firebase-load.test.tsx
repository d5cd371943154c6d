/**
 * The login form paints without Firebase's code (the page's first paint does not wait for its download), and
 * asks for that code as soon as the visitor focuses the form, before they can press Login.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render-page';
import LoginPage from './LoginPage';

/** Set by the mock below when anything first requires firebase/auth. */
const firebaseAuthLoaded = () => (globalThis as { firebaseAuthLoaded?: boolean }).firebaseAuthLoaded === true;
jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({})),
}));
jest.mock('firebase/auth', () => {
  (globalThis as { firebaseAuthLoaded?: boolean }).firebaseAuthLoaded = true;
  return {
    initializeAuth: jest.fn(() => ({ emulatorConfig: null })),
    connectAuthEmulator: jest.fn(),
    signInWithEmailAndPassword: jest.fn(),
    sendPasswordResetEmail: jest.fn(),
  };
});

it("shows the form without Firebase's code, and loads it when the visitor focuses the email field", async () => {
  renderPage(<LoginPage />, { path: '/login' });
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'continue with google' })).toBeInTheDocument();
  expect(firebaseAuthLoaded()).toBe(false);

  await userEvent.setup().click(screen.getByLabelText('Email'));
  await waitFor(() => expect(firebaseAuthLoaded()).toBe(true));
});
