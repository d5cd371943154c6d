import { render, screen } from '@testing-library/react';
import { InlineSpinner, Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces Loading... to screen readers without showing the words', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('shows its label as a status line when asked to', () => {
    render(<Spinner layout="line" label="Loading more products..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more products...');
    expect(screen.getByText('Loading more products...')).toBeVisible();
  });

  it('hands its element to a ref, for a placeholder that waits to come into view', () => {
    const ref = { current: null as HTMLElement | null };
    render(<Spinner layout="line" label="Loading advertised items..." ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('status'));
  });
});

describe('InlineSpinner', () => {
  it('is announced inside a busy button when it has a label', () => {
    render(
      <button type="submit" disabled>
        <InlineSpinner label="Loading..." />
        Login
      </button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button')).toHaveTextContent('Loading...Login');
  });

  it('stays silent without a label, leaving the meaning to the button text', () => {
    render(
      <button type="submit" disabled>
        <InlineSpinner />
        Adding Product...
      </button>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adding Product...' })).toBeInTheDocument();
  });
});
