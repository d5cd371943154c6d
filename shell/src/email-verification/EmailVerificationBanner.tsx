/**
 * 'Verify your email address', on every page while the signed-in user's address is unverified: the API
 * refuses them listing, booking and reporting until then. 'Resend email' sends the link again; 'I have
 * verified' reads the account again and, once the link was opened, trades for an access token that says so.
 * Fixed to the bottom of the screen, with a spacer of its height after the page, so its arrival moves nothing.
 */
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { confirmEmailVerified, resendVerificationEmail } from '../auth/auth-service';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 900;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: #fff4e5;
  border-top: 2px solid ${theme.colors.accent};
  color: ${theme.colors.text};
  box-shadow: 0 -2px 8px rgb(0 0 0 / 12%);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

/** Room after the page, so the fixed bar never covers its end. */
const Spacer = styled.div`
  height: 136px;
  @media (max-width: 600px) {
    height: 232px;
  }
`;

type Busy = 'resend' | 'check' | null;

function failureText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'auth/too-many-requests') return 'Too many emails were asked for. Try again in a few minutes.';
  if (code === 'auth/network-request-failed') return 'Cannot reach the sign-in service. Try again.';
  return error instanceof Error ? error.message : String(error);
}

export function EmailVerificationBanner({ email }: { email: string }) {
  const headingId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState(`We sent a link to ${email}. Open it, then press I have verified.`);

  async function run(kind: Exclude<Busy, null>, action: () => Promise<string>) {
    setBusy(kind);
    try {
      setStatus(await action());
    } catch (error) {
      setStatus(failureText(error));
    } finally {
      setBusy(null);
    }
  }

  const resend = () =>
    run('resend', async () => {
      await resendVerificationEmail();
      return `Sent again to ${email}. Open the link, then press I have verified.`;
    });
  const check = () =>
    run('check', async () =>
      (await confirmEmailVerified())
        ? 'Your email address is verified.'
        : `Not verified yet: open the link we sent to ${email} first.`,
    );

  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-labelledby={headingId}>
        <h2 id={headingId}>Verify your email address</h2>
        <p role="status">{status}</p>
        <Actions>
          <Button type="button" $variant="secondary" onClick={resend} disabled={busy !== null}>
            {busy === 'resend' ? 'Sending...' : 'Resend email'}
          </Button>
          <Button type="button" onClick={check} disabled={busy !== null}>
            {busy === 'check' ? 'Checking...' : 'I have verified'}
          </Button>
        </Actions>
      </Bar>
    </>
  );
}
