import { apiClient } from '@marketplace/shared/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { httpError, ok } from '../../test/http';
import { makeProduct } from '../../test/product-fixture';
import { renderWithProviders, signIn } from '../../test/render';
import { MakeOfferDialog } from './MakeOfferDialog';

const product = makeProduct({ resalePrice: 120 });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open offer
      </button>
      {open ? <MakeOfferDialog product={product} open onClose={() => setOpen(false)} /> : null}
      <ToastContainer />
    </>
  );
}

async function openDialog() {
  renderWithProviders(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open offer' }));
  const dialog = screen.getByRole('dialog', { name: 'Make an offer on Oak double bed' });
  await within(dialog).findByLabelText('Your offer');
  return dialog;
}

describe('MakeOfferDialog', () => {
  let post: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    post = jest.spyOn(apiClient, 'post');
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts empty and focused, with the asking price and the half-price floor explained', async () => {
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('Your offer');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(
      /Asking price \$120\. Offers start at half the asking price \(\$60\)/,
    );
  });

  it('refuses an offer under half the price without asking the API', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your offer'), '59');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An offer must be at least half the asking price',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the offer from the keyboard and closes with a toast', async () => {
    post.mockResolvedValue(
      ok({
        _id: 'o1',
        productId: product._id,
        amount: 95,
        status: 'pending',
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your offer'), '95{Enter}');
    expect(post).toHaveBeenCalledWith(`/products/${product._id}/offers`, { amount: 95 });
    expect(await screen.findByText('Offer of $95 sent: follow it on your Offers page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the API's refusal in the dialog", async () => {
    post.mockRejectedValue(httpError(409, 'You already have an open offer on this item'));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Your offer'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have an open offer on this item',
    );
    expect(within(dialog).getByLabelText('Your offer')).toHaveFocus();
  });
});
