/**
 * jsdom has <dialog> but not showModal()/close(): a minimal stand-in for tests only, with the behaviour
 * the dashboards' dialogs rely on (open attribute, 'close' event, Escape fires 'cancel' then closes).
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
    const onKey = (event) => {
      if (event.key !== 'Escape' || !this.open) return;
      const cancel = new Event('cancel', { cancelable: true });
      this.dispatchEvent(cancel);
      if (!cancel.defaultPrevented) this.close();
    };
    this.ownerDocument.addEventListener('keydown', onKey);
    this.removeEscape = () => this.ownerDocument.removeEventListener('keydown', onKey);
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEscape?.();
    this.dispatchEvent(new Event('close'));
  };
}
