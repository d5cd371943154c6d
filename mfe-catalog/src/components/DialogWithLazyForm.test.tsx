import { ErrorBoundary } from '@marketplace/ui/error-boundary';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { DialogWithLazyForm, lazyForm } from './DialogWithLazyForm';

function PhoneForm() {
  return (
    <label>
      Phone number <input />
    </label>
  );
}

/** A load the test finishes by hand, as a chunk that is still on its way. */
function deferredLoad() {
  let finish: (component: typeof PhoneForm) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<typeof PhoneForm>((resolve) => {
        finish = resolve;
      }),
  );
  return { load, finish: (component: typeof PhoneForm) => act(async () => finish(component)) };
}

function renderDialog(Form: ComponentType) {
  render(
    <DialogWithLazyForm
      open
      title="Book Oak bed"
      onClose={jest.fn()}
      loadingLabel="Loading the booking form..."
    >
      <Form />
    </DialogWithLazyForm>,
  );
}

describe('DialogWithLazyForm', () => {
  it('shows the dialog at once, busy, and the form when its code arrives', async () => {
    const { load, finish } = deferredLoad();
    const { Form } = lazyForm(load);
    renderDialog(Form);
    const dialog = screen.getByRole('dialog', { name: 'Book Oak bed' });
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('Loading the booking form...');
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    // The code is asked for once the busy dialog has painted.
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalled());

    await finish(PhoneForm);
    expect(within(dialog).getByLabelText('Phone number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads the code once for a preload and the dialog that follows it', async () => {
    const load = jest.fn(async () => PhoneForm);
    const { Form, preload } = lazyForm(load);
    preload();
    preload();
    renderDialog(Form);
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed preload quiet and loads again when the dialog opens', async () => {
    const load = jest
      .fn<Promise<typeof PhoneForm>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(PhoneForm);
    const { Form, preload } = lazyForm(load);
    preload();
    await act(async () => undefined);
    renderDialog(Form);
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends a failed load to the error boundary', async () => {
    const load = jest.fn(async (): Promise<typeof PhoneForm> => {
      throw new Error('ChunkLoadError');
    });
    const { Form } = lazyForm(load);
    const onError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{(error as Error).message}</p>}>
        <DialogWithLazyForm open title="Book Oak bed" onClose={jest.fn()} loadingLabel="Loading...">
          <Form />
        </DialogWithLazyForm>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
    onError.mockRestore();
  });
});
