/**
 * Whether the signed-in user still has to verify their email address: the address while they do, else null.
 * Firebase's session (auth/firebase-session.ts) writes it once it has confirmed the user; nobody signed in,
 * a verified address and a Google account all read null.
 */
import { create } from 'zustand';

export interface VerificationState {
  unverifiedEmail: string | null;
}

export const useVerificationStore = create<VerificationState>(() => ({ unverifiedEmail: null }));
