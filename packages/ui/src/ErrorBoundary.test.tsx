import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

function Crashes({ crash }: { crash: boolean }) {
  if (crash) throw new Error('The page broke');
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback in place of a child that crashes while rendering', () => {
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{(error as Error).message}</p>}>
        <Crashes crash />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The page broke');
  });

  it('renders the children again after a reset', async () => {
    function Page() {
      const [crash, setCrash] = useState(true);
      return (
        <ErrorBoundary
          onReset={() => setCrash(false)}
          fallbackRender={({ resetErrorBoundary }) => (
            <button type="button" onClick={resetErrorBoundary}>
              Retry
            </button>
          )}
        >
          <Crashes crash={crash} />
        </ErrorBoundary>
      );
    }
    render(<Page />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
