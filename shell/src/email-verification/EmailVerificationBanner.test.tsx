import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmEmailVerified, resendVerificationEmail } from '../auth/auth-service';
import { useVerificationStore } from '../auth/verification-store';
import { EmailVerificationGate } from './EmailVerificationGate';

// The Firebase side is tested in firebase-session.test.ts; here, what the banner says and does with its answers.
jest.mock('../auth/auth-service', () => ({
  resendVerificationEmail: jest.fn(async () => undefined),
  confirmEmailVerified: jest.fn(async () => false),
}));
const resend = resendVerificationEmail as jest.MockedFunction<typeof resendVerificationEmail>;
const confirm = confirmEmailVerified as jest.MockedFunction<typeof confirmEmailVerified>;

beforeEach(() => {
  resend.mockClear();
  confirm.mockReset().mockResolvedValue(false);
  useVerificationStore.setState({ unverifiedEmail: null });
});

async function showBannerFor(email: string) {
  act(() => useVerificationStore.setState({ unverifiedEmail: email }));
  return screen.findByRole('region', { name: 'Verify your email address' });
}

it('shows nothing while nobody needs to verify an address', () => {
  const { container } = render(<EmailVerificationGate />);
  expect(container).toBeEmptyDOMElement();
});

it('asks an unverified user to open the link, and resends it on request', async () => {
  render(<EmailVerificationGate />);
  const banner = await showBannerFor('new@example.com');
  expect(banner).toHaveTextContent('We sent a link to new@example.com.');
  await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
  expect(resend).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status')).toHaveTextContent('Sent again to new@example.com.');
});

it('says when Firebase refuses to send more emails', async () => {
  resend.mockRejectedValueOnce(Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }));
  render(<EmailVerificationGate />);
  await showBannerFor('new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
  expect(screen.getByRole('status')).toHaveTextContent('Too many emails were asked for.');
});

it('stays, saying so, until the link is opened; then the session clears it', async () => {
  render(<EmailVerificationGate />);
  await showBannerFor('new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Not verified yet: open the link we sent to new@example.com',
  );

  confirm.mockImplementationOnce(async () => {
    useVerificationStore.setState({ unverifiedEmail: null });
    return true;
  });
  await userEvent.click(screen.getByRole('button', { name: 'I have verified' }));
  expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
});
