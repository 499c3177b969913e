/**
 * Whether focus arrived by keyboard (the element matches :focus-visible); false where the browser does not
 * know the selector, as it throws there.
 */
export function isKeyboardFocus(target: EventTarget | null): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}
