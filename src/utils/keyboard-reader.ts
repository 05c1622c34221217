// Whether the visitor reads by keyboard now (their last move was the Tab key, not a pointer press or
// the wheel), for the infinite lists, which hold a page back for a keyboard reader whose focus has
// gone on past them. It is the visitor's, not a list's: one set of document listeners for the whole
// page however many lists ask, so a list shown after the visitor tabbed knows it too. The listeners go
// on with the first subscriber and come off with the last (nothing at import: the server renders the
// lists too); with nobody watching, nothing is known. Only in the browser, from effects.

let tabbing = false;
const subscribers = new Set<() => void>();

const onKey = (event: KeyboardEvent) => {
  if (event.key === 'Tab') tabbing = true;
};
const tell = () => {
  // A copy: a subscriber may go (or another come) while they are told.
  for (const subscriber of [...subscribers]) subscriber();
};
const onPointer = () => {
  tabbing = false;
  tell();
};

// Capture for the keys and the pointer: an inner handler stopping the event must not hide the move.
function listen() {
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  document.addEventListener('wheel', onPointer, { capture: true, passive: true });
  document.addEventListener('focusin', tell);
}

function stopListening() {
  document.removeEventListener('keydown', onKey, true);
  document.removeEventListener('pointerdown', onPointer, true);
  document.removeEventListener('wheel', onPointer, { capture: true });
  document.removeEventListener('focusin', tell);
  tabbing = false;
}

/** Whether the visitor's last move was the Tab key (false while nobody subscribes, and on the server). */
export function readsByKeyboard(): boolean {
  return tabbing;
}

/**
 * Calls `onMove` after each move that may end a keyboard reader's being past a list: a pointer press
 * or a turn of the wheel (they no longer read by keyboard then) and the focus going anywhere. Returns
 * the unsubscribe; the last one takes the document listeners off.
 */
export function subscribeToReaderMoves(onMove: () => void): () => void {
  // A subscription of its own, even for a function subscribed twice (two lists sharing a handler).
  const subscriber = () => onMove();
  if (subscribers.size === 0) listen();
  subscribers.add(subscriber);
  return () => {
    if (!subscribers.delete(subscriber)) return;
    if (subscribers.size === 0) stopListening();
  };
}
