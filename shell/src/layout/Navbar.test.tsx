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

it("shows the signed-in user's uploaded picture at the navbar's size, and no other picture under their name", async () => {
  const photoURL = 'http://api.test/images/0b5d1c3e-8f6a-4c2b-9d7e-1a2b3c4d5e6f';
  useAuthStore.setState({ user: { ...ann, photoURL }, token: 't', role: 'buyer', loading: false });
  render(
    <MemoryRouter>
      <Navbar />
    </MemoryRouter>,
  );
  // While its code loads, nothing is named as Ann's picture (the generic avatar would be, then swap).
  expect(screen.queryByRole('img', { name: 'Ann profile picture' })).not.toBeInTheDocument();
  await act(async () => {
    await pageSettled();
  });
  const picture = await screen.findByRole('img', { name: 'Ann profile picture' });
  expect(picture.getAttribute('src')).toContain(`${photoURL}/v1/`);
  expect(picture.closest('picture')?.querySelector('source')?.getAttribute('sizes')).toBe('36px');
});

it('shows the generic avatar to a visitor', async () => {
  useAuthStore.setState({ user: null, token: null, role: null, loading: false });
  await act(async () => {
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
  });
  expect(screen.getByRole('img', { name: 'Signed out' })).toBeInTheDocument();
});
