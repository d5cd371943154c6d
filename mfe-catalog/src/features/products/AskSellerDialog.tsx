/**
 * 'Ask the seller': a dialog that opens at once; its form (the API client) is a chunk of its own that loads once
 * the dialog has opened, or earlier when the pointer or focus rests on the button (preloadAskSellerForm).
 */
import type { Product } from '@marketplace/shared/types';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';

const askSellerForm = lazyForm(() => import('./AskSellerForm').then((module) => module.AskSellerForm));
const AskSellerForm = askSellerForm.Form;
export const preloadAskSellerForm = askSellerForm.preload;

interface Props {
  product: Product;
  open: boolean;
  onClose: () => void;
}

export function AskSellerDialog({ product, open, onClose }: Props) {
  return (
    <DialogWithLazyForm
      title={`Ask the seller about ${product.name}`}
      open={open}
      onClose={onClose}
      loadingLabel="Loading the message form..."
    >
      <AskSellerForm product={product} onDone={onClose} />
    </DialogWithLazyForm>
  );
}
