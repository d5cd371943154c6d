/**
 * The shell's auth state: `{ user, token, role, loading }`. Every change is published on the event bus,
 * which is how the remotes learn who is signed in.
 */
import { type AuthState, publishAuthState } from '@marketplace/shared/event-bus';
import { create } from 'zustand';

export const useAuthStore = create<AuthState>(() => ({ user: null, token: null, role: null, loading: true }));

useAuthStore.subscribe((state) => publishAuthState(state));
publishAuthState(useAuthStore.getState());
