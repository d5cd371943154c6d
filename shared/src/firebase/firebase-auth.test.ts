import { connectAuthEmulator, getAuth, initializeAuth } from 'firebase/auth';
import { firebaseAuth } from './firebase-auth';

const pageAuth = { emulatorConfig: { host: '127.0.0.1' } };
const SETTINGS = { apiKey: 'k', authDomain: 'd', projectId: 'p', authEmulatorHost: '127.0.0.1:9099' };

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(),
  getAuth: jest.fn(),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: { type: 'LOCAL', name: 'indexedDB' },
  browserLocalPersistence: { type: 'LOCAL', name: 'localStorage' },
  browserSessionPersistence: { type: 'SESSION', name: 'sessionStorage' },
}));

const initialize = jest.mocked(initializeAuth);
const getExisting = jest.mocked(getAuth);

beforeEach(() => {
  jest.clearAllMocks();
});

it("starts Auth with getAuth's storage but no popup resolver, which would load Google's script on a phone", () => {
  initialize.mockReturnValue(pageAuth as never);
  expect(firebaseAuth(SETTINGS)).toBe(pageAuth);
  const [, options] = initialize.mock.calls[0]!;
  expect(options).toEqual({
    persistence: [
      { type: 'LOCAL', name: 'indexedDB' },
      { type: 'LOCAL', name: 'localStorage' },
      { type: 'SESSION', name: 'sessionStorage' },
    ],
  });
  expect(options).not.toHaveProperty('popupRedirectResolver');
  expect(getExisting).not.toHaveBeenCalled();
});

it('uses the Auth a shell started with other options (getAuth) instead of failing', () => {
  initialize.mockImplementation(() => {
    throw Object.assign(new Error('initializeAuth() has already been called'), {
      code: 'auth/already-initialized',
    });
  });
  getExisting.mockReturnValue(pageAuth as never);
  expect(firebaseAuth(SETTINGS)).toBe(pageAuth);
});

it('lets any other start-up error through', () => {
  initialize.mockImplementation(() => {
    throw Object.assign(new Error('invalid api key'), { code: 'auth/invalid-api-key' });
  });
  expect(() => firebaseAuth(SETTINGS)).toThrow('invalid api key');
  expect(getExisting).not.toHaveBeenCalled();
});

it('connects a new Auth to the emulator once, and leaves one already connected alone', () => {
  const fresh = { emulatorConfig: null };
  initialize.mockReturnValue(fresh as never);
  firebaseAuth(SETTINGS);
  expect(connectAuthEmulator).toHaveBeenCalledWith(fresh, 'http://127.0.0.1:9099', { disableWarnings: true });
  jest.mocked(connectAuthEmulator).mockClear();
  initialize.mockReturnValue(pageAuth as never);
  firebaseAuth(SETTINGS);
  expect(connectAuthEmulator).not.toHaveBeenCalled();
});
