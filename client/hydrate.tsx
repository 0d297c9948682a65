import { type ComponentType, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Sets data-hydrated="true" once React has committed: browser tests wait on it. */
function HydrationMarker({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = "true";
  }, [element]);
  return children;
}

/** Hydrates one <locus-island> with the component and props it was rendered with. */
export function hydrateIsland<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P): void {
  hydrateRoot(
    element,
    <HydrationMarker element={element}>
      <Component {...props} />
    </HydrationMarker>,
    {
      onRecoverableError(error) {
        console.error(`Island ${element.dataset.island} recovered from an error`, error);
      },
    },
  );
}
