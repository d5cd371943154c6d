/**
 * Shows the email verification banner while the signed-in user's address is unverified. The banner's code is
 * its own chunk, fetched only then: a verified user, and every first paint, never download it.
 */
import { lazy, Suspense } from 'react';
import { useVerificationStore } from '../auth/verification-store';

const EmailVerificationBanner = lazy(() =>
  import(/* webpackChunkName: "email-verification" */ './EmailVerificationBanner').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);

export function EmailVerificationGate() {
  const email = useVerificationStore((state) => state.unverifiedEmail);
  if (!email) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner email={email} />
    </Suspense>
  );
}
