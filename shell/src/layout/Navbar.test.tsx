import '../auth/jsdom-text-encoder';
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { pageSettled } from '../lib/page-settled';
import { Navbar } from './Navbar';

jest.mock('../lib/page-settled', () => {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return {
    pageSettled: () => settled,
    usePageSettled: jest.requireActual('../lib/page-settled').usePageSettled,
    settle: () => settle(),
  };
});
jest.mock('../notifications/NotificationBell', () => ({
  __esModule: true,
  default: ({ email }: { email: string }) => <button type="button">Notifications of {email}</button>,
}));

const ann = { email: 'ann@example.com', displayName: 'Ann', photoURL: null };

it('keeps the bell (its code, list and stream) off the first paint: its place is held until the page settled', async () => {
  useAuthStore.setState({ user: ann, token: 't', role: 'buyer', loading: false });
  const { container } = render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  // The placeholder, a direct child of the bar, keeps the bell's 44 px so nothing moves when it comes.
  expect(container.querySelector('nav > span[aria-hidden="true"]')).toBeInTheDocument();
  await act(async () => {
    (jest.requireMock('../lib/page-settled') as { settle: () => void }).settle();
    await pageSettled();
  });
  expect(await screen.findByRole('button', { name: 'Notifications of ann@example.com' })).toBeInTheDocument();
});
