import { useSyncExternalStore } from 'react';
import { type AuthState, getAuthState, subscribeAuthState } from './event-bus';

function subscribe(onChange: () => void): () => void {
  let first = true;
  return subscribeAuthState(() => {
    // subscribeAuthState replays the current state at once; React only needs later changes.
    if (first) {
      first = false;
      return;
    }
    onChange();
  });
}

/** The shell's auth state, for any remote. Re-renders when it changes. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}
