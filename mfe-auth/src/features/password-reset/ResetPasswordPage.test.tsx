import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { firebaseError, renderPage } from '../../test/render-page';
import ResetPasswordPage from './ResetPasswordPage';

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({})),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ emulatorConfig: { host: '127.0.0.1' } })),
  connectAuthEmulator: jest.fn(),
  verifyPasswordResetCode: jest.fn(),
  confirmPasswordReset: jest.fn(),
}));

const verify = jest.mocked(verifyPasswordResetCode);
const confirm = jest.mocked(confirmPasswordReset);

beforeEach(() => {
  verify.mockReset().mockResolvedValue('sam@example.com');
  confirm.mockReset().mockResolvedValue(undefined);
});

const open = (query = '?mode=resetPassword&oobCode=code-1') =>
  renderPage(<ResetPasswordPage />, { path: `/reset-password${query}` });

describe('ResetPasswordPage', () => {
  it('checks the code, then sets the new password and says so, with a link to /login', async () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the reset link...');
    expect(await screen.findByText('sam@example.com')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith(expect.anything(), 'code-1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new-secret{Enter}');
    expect(await screen.findByText('Password changed, you can log in now')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(expect.anything(), 'code-1', 'new-secret');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('wants the sign-up password rules and sends nothing before', async () => {
    open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field).toHaveAccessibleDescription('password is required');
    await user.type(field, '12345{Enter}');
    expect(await screen.findByText('password must be 6 characters long')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([
    ['a used or wrong code', 'auth/invalid-action-code'],
    ['an expired code', 'auth/expired-action-code'],
  ])('says the link is dead for %s, on load', async (_case, code) => {
    verify.mockRejectedValue(firebaseError(code));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('says the link is dead without a code, and asks Firebase nothing', async () => {
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(verify).not.toHaveBeenCalled();
  });

  it('says the link is dead when the code is used up between the check and the change', async () => {
    confirm.mockRejectedValue(firebaseError('auth/invalid-action-code'));
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
  });

  it('offers Retry when the sign-in service cannot be reached, and then goes on', async () => {
    verify.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'network-request-failed: Cannot reach the sign-in service.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
