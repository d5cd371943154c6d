import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { DeferredToastContainer } from './DeferredToastContainer';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('DeferredToastContainer', () => {
  it('mounts no container until the visitor interacts', async () => {
    render(<DeferredToastContainer />);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();
  });

  it('shows a toast raised before the first interaction once the visitor clicks', async () => {
    render(<DeferredToastContainer />);
    act(() => {
      toast.success('Dear Ana Booking Confirmed');
    });
    expect(screen.queryByText('Dear Ana Booking Confirmed')).toBeNull();

    fireEvent.pointerDown(document.body);

    expect(await screen.findByText('Dear Ana Booking Confirmed')).toBeInTheDocument();
  });

  it('mounts the container on a key press, for keyboard users', async () => {
    render(<DeferredToastContainer />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => {
      toast.error('Try Again');
    });
    expect(await screen.findByText('Try Again')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
