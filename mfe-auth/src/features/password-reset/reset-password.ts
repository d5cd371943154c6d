/**
 * The two Firebase calls behind /reset-password: check the link's code, then set the new password with it.
 * A used, expired or made-up code is one case for the visitor: the link does not work, ask for a new one.
 */
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { firebaseAuth } from '../../firebase/firebase-auth';
import { cutAuthMessage } from '../../session/auth-error-text';

const DEAD_LINK_CODES = new Set([
  'invalid-action-code',
  'expired-action-code',
  'user-disabled',
  'user-not-found',
]);

/** The code is not (or no longer) good: used, expired, wrong, or its account is gone. */
export class DeadResetLinkError extends Error {
  override name = 'DeadResetLinkError';
}

function classify(error: unknown): unknown {
  if (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    DEAD_LINK_CODES.has(cutAuthMessage(error.message))
  ) {
    return new DeadResetLinkError(error.message);
  }
  return error;
}

/** Resolves the email address the code belongs to. */
export async function checkResetCode(oobCode: string): Promise<string> {
  try {
    return await verifyPasswordResetCode(firebaseAuth(), oobCode);
  } catch (error) {
    throw classify(error);
  }
}

export async function setNewPassword(oobCode: string, newPassword: string): Promise<void> {
  try {
    await confirmPasswordReset(firebaseAuth(), oobCode, newPassword);
  } catch (error) {
    throw classify(error);
  }
}
