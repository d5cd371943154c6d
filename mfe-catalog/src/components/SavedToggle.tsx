/**
 * The signed-in heart: pressed once the product is in the user's saved items, pressed again to take it out.
 * The saved state comes from GET /saved, shared with the Saved page, so every heart on a page costs one read.
 */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { useSavedProductIds } from '../lib/saved-products/get-saved-products';
import { useRemoveSavedProduct } from '../lib/saved-products/remove-saved-product';
import { useSaveProduct } from '../lib/saved-products/save-product';
import { HeartButton } from './HeartButton';

async function showError(error: unknown) {
  const { toast } = await import('react-toastify');
  toast.error(apiErrorMessage(error));
}

export default function SavedToggle({ productId, name }: { productId: string; name: string }) {
  const saved = useSavedProductIds(true).has(productId);
  const save = useSaveProduct();
  const remove = useRemoveSavedProduct();
  const toggle = () => (saved ? remove : save).mutate(productId, { onError: showError });
  return <HeartButton name={name} saved={saved} busy={save.isPending || remove.isPending} onClick={toggle} />;
}
