/**
 * 'Forget Password ?': Firebase sends the reset email. Its link carries this site's /reset-password as the
 * continue URL; a real project also points its email template's action URL at that page (Firebase console,
 * Authentication > Templates), so the link opens /reset-password?mode=resetPassword&oobCode=... here.
 */
import { sendPasswordResetEmail } from 'firebase/auth';
import { firebaseAuth } from '../../firebase/firebase-auth';

export const RESET_PASSWORD_PATH = '/reset-password';

export async function sendResetEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email, {
    url: new URL(RESET_PASSWORD_PATH, window.location.origin).toString(),
  });
}
