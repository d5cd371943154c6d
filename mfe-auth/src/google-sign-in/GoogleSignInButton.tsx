import { Button } from '@marketplace/ui/button';
import { InlineSpinner } from '@marketplace/ui/spinner';
import { useRef, useState } from 'react';
import { authErrorText } from '../session/auth-error-text';
import { EmulatedGoogleDialog } from './EmulatedGoogleDialog';
import type { EmulatedGoogleAccount } from './google-sign-in';

/** Firebase's code in a chunk of its own, loaded when the visitor first points at or focuses the button. */
const loadGoogleSignIn = () => import('./google-sign-in');

interface Props {
  /** The form is busy with its own submit: no second sign-in meanwhile. */
  disabled?: boolean;
  onStart(): void;
  onError(message: string): void;
  onSignedIn(): void;
}

/** 'continue with google': Google's popup, or the emulated account dialog against the Auth Emulator. */
export function GoogleSignInButton({ disabled = false, onStart, onError, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const run = async (account?: EmulatedGoogleAccount) => {
    setDialogOpen(false);
    setBusy(true);
    onStart();
    try {
      await (await loadGoogleSignIn()).signInWithGoogleOnPage(account);
      onSignedIn();
    } catch (error) {
      console.error('Google sign-in failed:', error);
      onError(authErrorText(error));
      setBusy(false);
      button.current?.focus();
    }
  };

  const onClick = async () => {
    if ((await loadGoogleSignIn()).googleIsEmulated()) setDialogOpen(true);
    else void run();
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        $variant="secondary"
        $fullWidth
        onClick={() => void onClick()}
        onFocus={() => void loadGoogleSignIn()}
        onPointerOver={() => void loadGoogleSignIn()}
        disabled={disabled || busy}
        aria-busy={busy}
      >
        {busy && <InlineSpinner label="Loading..." />}
        continue with google
      </Button>
      {dialogOpen && (
        <EmulatedGoogleDialog
          onSubmit={(account) => void run(account)}
          // The dialog gives the focus back to this button when it closes.
          onCancel={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
