import '../auth/jsdom-text-encoder';
import { apiClient } from '@marketplace/shared/api-client';
import { on, resetBusForTests } from '@marketplace/shared/event-bus';
import type { Notification } from '@marketplace/shared/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { FakeEventSource } from './fake-event-source';
import NotificationBell from './NotificationBell';
import { linkOf, timeAgo } from './notification-display';

const EMAIL = 'seller1@furniture.test';
const booked: Notification = {
  _id: '1',
  kind: 'booking-created',
  text: 'Bea Buyer booked Oak bed',
  link: '/dashboard/bookings',
  createdAt: new Date().toISOString(),
  read: false,
  bookingId: 'b-1',
};
const older: Notification = {
  ...booked,
  _id: '0',
  kind: 'booking-cancelled',
  text: 'Bea Buyer cancelled the booking of Pine chair',
  read: true,
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
  useAuthStore.setState({
    user: { displayName: 'Sam', email: EMAIL, photoURL: null },
    token: 'access-1',
    role: 'seller',
    loading: false,
  });
  get = jest.spyOn(apiClient, 'get');
  let tickets = 0;
  post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/events/ticket') return { data: { ticket: `tk-${++tickets}`, expiresIn: 300 } };
    return { data: { acknowledged: true, modifiedCount: 1 } };
  });
});

afterEach(() => jest.restoreAllMocks());

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell email={EMAIL} />
        <button type="button">elsewhere</button>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const stored = (notifications: Notification[]) => ({
  data: { unreadCount: notifications.filter((row) => !row.read).length, notifications },
});
const readCalls = () => post.mock.calls.filter(([url]) => url === '/notifications/read');

describe('NotificationBell', () => {
  it('shows the stored unread count as a badge, and no badge at zero', async () => {
    get.mockResolvedValue(stored([booked, older]));
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    expect(get).toHaveBeenCalledWith('/notifications');

    get.mockResolvedValue(stored([older]));
    renderBell();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('button', { name: 'Notifications' })[1]).not.toHaveAccessibleDescription();
  });

  it('opens the stream with the token and adds a live arrival to the badge and the event bus', async () => {
    get.mockResolvedValue(stored([]));
    const heard = jest.fn();
    on('notification', heard);
    renderBell();
    await waitFor(() => expect(get).toHaveBeenCalled());

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    expect(post).toHaveBeenCalledWith('/events/ticket');
    expect(source.url).toBe('http://localhost:4000/events?ticket=tk-1');
    act(() => source.serverSends(booked, 1));

    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    expect(heard).toHaveBeenCalledWith({ type: 'notification', version: 1, notification: booked });
  });

  it('tells the bus each time the stream opens, so pages kept live by signals read again what they missed', async () => {
    get.mockResolvedValue(stored([]));
    const connected = jest.fn();
    on('events-connected', connected);
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(connected).not.toHaveBeenCalled();
    act(() => FakeEventSource.instances[0]!.serverOpens());
    expect(connected).toHaveBeenCalledWith({ type: 'events-connected', version: 1 });
    // A stream signal cannot pose as it.
    act(() =>
      FakeEventSource.instances[0]!.serverSignals(JSON.stringify({ type: 'events-connected', version: 1 })),
    );
    expect(connected).toHaveBeenCalledTimes(1);
  });

  it("puts the stream's signals on the bus as they came, whatever their kind, but never as the shell's own events", async () => {
    get.mockResolvedValue(stored([]));
    const conversation = jest.fn();
    const notification = jest.fn();
    const signedOut = jest.fn();
    on('conversation', conversation);
    on('notification', notification);
    on('signed-out', signedOut);
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.instances[0]!;
    const signal = { type: 'conversation', version: 1, conversationId: 'c-1', unreadTotal: 3 };
    act(() => {
      source.serverSignals(JSON.stringify(signal));
      source.serverSignals(JSON.stringify({ type: 'signed-out', version: 1 }));
      source.serverSignals(JSON.stringify({ type: 'notification', version: 1, notification: booked }));
      source.serverSignals('not json');
    });
    expect(conversation).toHaveBeenCalledWith(signal);
    expect(signedOut).not.toHaveBeenCalled();
    expect(notification).not.toHaveBeenCalled();
  });

  it('puts the newest unread notification on the bus once the stream opens, for one stored while it opened', async () => {
    get.mockResolvedValue(stored([]));
    const heard = jest.fn();
    on('notification', heard);
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(heard).not.toHaveBeenCalled();

    // Accepted while the page loaded: stored, but never sent over the stream that opens after it.
    get.mockResolvedValue(stored([booked, older]));
    act(() => FakeEventSource.instances[0]!.serverOpens());

    await waitFor(() =>
      expect(heard).toHaveBeenCalledWith({ type: 'notification', version: 1, notification: booked }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
  });

  it('opens the list, marks it read, and Escape closes it with focus back on the bell', async () => {
    get.mockResolvedValue(stored([booked, older]));
    renderBell();
    const user = userEvent.setup();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 unread'));
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell());

    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: 'Notifications list' });
    const link = within(list).getByRole('link', { name: 'Bea Buyer booked Oak bed' });
    expect(link).toHaveAttribute('href', '/dashboard/bookings#b-1');
    expect(within(link.closest('li')!).getByText('just now')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/notifications/read');
    await waitFor(() => expect(bell()).not.toHaveAccessibleDescription());

    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications list' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not mark anything read when nothing is unread', async () => {
    get.mockResolvedValue(stored([older]));
    renderBell();
    await waitFor(() => expect(get).toHaveBeenCalled());
    await userEvent.setup().click(bell());
    expect(await screen.findByRole('link', { name: older.text })).toBeInTheDocument();
    expect(readCalls()).toHaveLength(0);
  });

  it('asks for a new ticket and reopens from the last event when the server refuses the stream', async () => {
    get.mockResolvedValue(stored([]));
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.instances[0]!;
    act(() => first.serverSends(booked, 1));
    jest.useFakeTimers();
    try {
      act(() => {
        first.readyState = FakeEventSource.CLOSED;
        first.dispatchEvent(new Event('error'));
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('http://localhost:4000/events?ticket=tk-2&lastEventId=1');
  });
});

describe('linkOf', () => {
  it("leads a seller's notification to its row on Booking Requests, and a buyer's to the page given", () => {
    expect(linkOf({ link: '/dashboard/bookings', bookingId: 'b-1' })).toBe('/dashboard/bookings#b-1');
    expect(linkOf({ link: '/dashboard', bookingId: 'b-1' })).toBe('/dashboard');
    expect(linkOf({ link: '/dashboard/bookings', bookingId: null })).toBe('/dashboard/bookings');
  });
});

describe('timeAgo', () => {
  it('counts minutes and hours for the last day', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeAgo('2026-11-24T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 h ago');
  });
});
