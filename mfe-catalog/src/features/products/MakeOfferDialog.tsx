/**
 * 'Make an offer': a dialog that opens at once; its form (the API client) is a chunk of its own that loads once
 * the dialog has opened, or earlier when the pointer or focus rests on the button (preloadMakeOfferForm).
 */
import type { Product } from '@marketplace/shared/types';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';

const makeOfferForm = lazyForm(() => import('./MakeOfferForm').then((module) => module.MakeOfferForm));
const MakeOfferForm = makeOfferForm.Form;
export const preloadMakeOfferForm = makeOfferForm.preload;

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
}

export function MakeOfferDialog({ product, open, onClose }: Props) {
  return (
    <DialogWithLazyForm
      title={`Make an offer on ${product.name}`}
      open={open}
      onClose={onClose}
      loadingLabel="Loading the offer form..."
    >
      <MakeOfferForm product={product} onDone={onClose} />
    </DialogWithLazyForm>
  );
}
