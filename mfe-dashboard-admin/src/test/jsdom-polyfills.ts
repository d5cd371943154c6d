/** Browser APIs jsdom lacks, for tests only. */
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has <dialog> but not showModal()/close(): a minimal stand-in for tests only, with the
 * behaviour our components rely on (open attribute, 'close' event, Escape fires 'cancel' then closes).
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      const cancel = new Event('cancel', { cancelable: true });
      this.dispatchEvent(cancel);
      if (!cancel.defaultPrevented) this.close();
    };
    this.ownerDocument.addEventListener('keydown', onKey);
    (this as HTMLDialogElement & { removeEscape?: () => void }).removeEscape = () =>
      this.ownerDocument.removeEventListener('keydown', onKey);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    (this as HTMLDialogElement & { removeEscape?: () => void }).removeEscape?.();
    this.dispatchEvent(new Event('close'));
  };
}
