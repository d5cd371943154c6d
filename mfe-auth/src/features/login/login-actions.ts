/**
 * What the login form does through Firebase, in a chunk of its own: the form paints without waiting for
 * Firebase's code, which starts loading when the visitor first points at or focuses the form.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseAuth } from '../../firebase/firebase-auth';

export { sendResetEmail } from './send-reset-email';

export async function signInWithEmail(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}
