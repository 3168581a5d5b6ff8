/**
 * A Radix dialog's `onCloseAutoFocus` for a dialog mounted on demand by a plain button rather than
 * opened by Radix's own trigger (decision 0215): Radix would return focus to its trigger, which
 * does not exist, so focus is sent back to `target` (the button that mounted the dialog).
 */
export function refocusOnClose(target: React.RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    target.current?.focus();
  };
}
