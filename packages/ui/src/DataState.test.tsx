import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataState, ErrorState } from './DataState';
import { apiError } from './testing/render-page';

type Query = Parameters<typeof DataState<string[]>>[0]['query'];

function query(state: Partial<Query>): Query {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isRefetching: false,
    refetch: jest.fn(),
    ...state,
  } as Query;
}

function renderState(state: Partial<Query>) {
  const q = query(state);
  render(
    <DataState
      query={q}
      what="your products"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>You have no products yet.</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </DataState>,
  );
  return q;
}

describe('DataState', () => {
  it('shows a spinner while the query loads', () => {
    renderState({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the server's message with Retry when the query failed, and Retry fetches again", async () => {
    const q = renderState({ isError: true, error: apiError(500, { message: 'Database unavailable' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your products. Database unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('holds Retry while a retry runs', () => {
    renderState({ isError: true, error: new Error('offline'), isRefetching: true });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('shows the empty message when there is nothing to list', () => {
    renderState({ data: [] });
    expect(screen.getByText('You have no products yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the data once it is there', () => {
    renderState({ data: ['Oak table', 'Pine bed'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Oak table',
      'Pine bed',
    ]);
  });
});

describe('ErrorState', () => {
  it('says what failed, why, and offers Retry', async () => {
    const onRetry = jest.fn();
    render(
      <ErrorState title="Could not load the products." error={new Error('timeout')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the products. timeout');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
