import { authErrorText, cutAuthMessage } from './auth-error-text';

describe('cutAuthMessage', () => {
  it.each([
    ['Firebase: Error (auth/wrong-password).', 'wrong-password'],
    ['Firebase: Error (auth/invalid-credential).', 'invalid-credential'],
    ['Firebase: Error (auth/email-already-in-use).', 'email-already-in-use'],
    ['Firebase: Password should be at least 6 characters (auth/weak-password).', 'weak-password'],
    ['Firebase: Error (auth/popup-closed-by-user).', 'popup-closed-by-user'],
  ])('cuts %s to %s', (message, expected) => {
    expect(cutAuthMessage(message)).toBe(expected);
  });

  it('keeps everything after the slash when no ) follows', () => {
    expect(cutAuthMessage('Error auth/network-request-failed')).toBe('network-request-failed');
  });

  it('keeps a message without a slash whole', () => {
    expect(cutAuthMessage('Something broke.')).toBe('Something broke.');
  });

  it('stops at the first ) after the first slash, not at a later one', () => {
    expect(cutAuthMessage('Firebase: Error (auth/too-many-requests) (retry later).')).toBe(
      'too-many-requests',
    );
  });
});

function firebaseError(message: string): Error {
  const error = new Error(message);
  error.name = 'FirebaseError';
  return error;
}

describe('authErrorText', () => {
  it("cuts a Firebase error's message", () => {
    expect(authErrorText(firebaseError('Firebase: Error (auth/user-not-found).'))).toBe('user-not-found');
  });

  it('explains a sign-in service that cannot be reached, after the cut code', () => {
    expect(authErrorText(firebaseError('Firebase: Error (auth/network-request-failed).'))).toBe(
      'network-request-failed: Cannot reach the sign-in service. Check your connection and try again.',
    );
  });

  it('shows other errors whole, such as a failed call to the API after the sign-in', () => {
    expect(authErrorText(new Error('The picture could not be uploaded (try a JPEG/PNG).'))).toBe(
      'The picture could not be uploaded (try a JPEG/PNG).',
    );
  });

  it('has a plain sentence for something that is not an Error', () => {
    expect(authErrorText('nope')).toBe('Something went wrong.');
  });
});
