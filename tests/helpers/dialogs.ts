// jsdom has no modal dialogs: for tests of pages that open one (the request modal and its notices).

/**
 * For `beforeEach`: `showModal()` opens a dialog as an open <dialog> (its `open` attribute, which
 * the tests' queries see), and `close()` closes it again.
 */
export function stubModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
