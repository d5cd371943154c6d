import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteOverrideBadge } from './RemoteOverrideBadge';

it('names each overridden remote and clears the one whose button is pressed', async () => {
  const onClear = jest.fn();
  render(
    <RemoteOverrideBadge
      overrides={{
        catalog: 'http://localhost:3101/mf-manifest.json',
        auth: 'http://localhost:3102/mf-manifest.json',
      }}
      onClear={onClear}
    />,
  );
  expect(screen.getByText('catalog: local override')).toBeInTheDocument();
  expect(screen.getByText('auth: local override')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear the auth override' }));
  expect(onClear).toHaveBeenCalledWith('auth');
});

it('shows nothing without overrides', () => {
  const { container } = render(<RemoteOverrideBadge overrides={{}} onClear={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});
