/** What jsdom lacks and the code relies on: TextEncoder (react-router) and <dialog>'s showModal/close. */
// Also brings jest-dom's matcher types into this package's type check (the base setup registers them at run time).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The machine runs several builds at once: a first render can take seconds, longer than findBy's default 1 s.
configure({ asyncUtilTimeout: 5000 });
