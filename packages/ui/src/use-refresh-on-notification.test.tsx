import { emit, resetBusForTests } from '@marketplace/shared/event-bus';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useRefreshOnNotification } from './use-refresh-on-notification';

const notification = {
  _id: '1',
  kind: 'booking-created',
  text: 'Bina booked Oak double bed',
  link: '/dashboard/bookings',
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  bookingId: 'b1',
} as const;

function Page({ keys }: { keys: (readonly unknown[])[] }): ReactNode {
  useRefreshOnNotification(keys);
  return null;
}

function setup() {
  const client = new QueryClient();
  client.setQueryData(['bookings', 'received'], []);
  client.setQueryData(['products', 'seller', 's@x.y'], []);
  client.setQueryData(['users', 'buyers'], []);
  const view = render(
    <QueryClientProvider client={client}>
      <Page keys={[['bookings'], ['products']]} />
    </QueryClientProvider>,
  );
  const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { view, invalidated };
}

describe('useRefreshOnNotification', () => {
  beforeEach(() => resetBusForTests());

  it('refetches the lists it was given when a notification arrives, and only those', () => {
    const { invalidated } = setup();
    expect(invalidated(['bookings', 'received'])).toBe(false);
    act(() => emit({ type: 'notification', version: 1, notification }));
    expect(invalidated(['bookings', 'received'])).toBe(true);
    expect(invalidated(['products', 'seller', 's@x.y'])).toBe(true);
    expect(invalidated(['users', 'buyers'])).toBe(false);
  });

  it('stops listening once the page is gone', () => {
    const { view, invalidated } = setup();
    view.unmount();
    act(() => emit({ type: 'notification', version: 1, notification }));
    expect(invalidated(['bookings', 'received'])).toBe(false);
  });
});
