/**
 * jsdom has <dialog> but not showModal()/close(): a minimal stand-in for tests only, with the behaviour the
 * kit's dialogs rely on (open attribute, 'close' event, Escape fires 'cancel' then closes). A package's jest
 * config lists it in setupFilesAfterEnv: require.resolve('@marketplace/ui/testing/jsdom-dialog').
 */
type PolyfilledDialog = HTMLDialogElement & { removeEscape?: () => void };

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: PolyfilledDialog) {
    this.setAttribute('open', '');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      const cancel = new Event('cancel', { cancelable: true });
      this.dispatchEvent(cancel);
      if (!cancel.defaultPrevented) this.close();
    };
    this.ownerDocument.addEventListener('keydown', onKey);
    this.removeEscape = () => this.ownerDocument.removeEventListener('keydown', onKey);
  };
  HTMLDialogElement.prototype.close = function close(this: PolyfilledDialog) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEscape?.();
    this.dispatchEvent(new Event('close'));
  };
}
