import { useLayoutEffect, useState } from 'react';

/**
 * False on the render that mounts a Mantine overlay (Modal, Menu), true from the next one, before the
 * browser paints. Born open, an overlay sees no change from closed to open, so it records no element to
 * give the focus back to when it closes. `ready`: the overlay is there (a menu whose code just loaded).
 * A layout effect declared before this hook runs between the two renders (the account menu focuses its
 * new button there, so that is where the focus returns).
 */
export function useOpenAfterMount(ready = true): boolean {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    // The second render is the point: the overlay must see closed, then open.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ready) setOpen(true);
  }, [ready]);
  return open;
}
