import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A component whose code the browser loads only when it first renders, while the server
 * always renders it in full (so pages work without JavaScript, and a page that arrives
 * with it on screen hydrates once the code is there). Keeps the home page's JavaScript
 * within budget.
 *
 * On the server the module is imported at start, so the lazy wrapper resolves
 * synchronously. In the browser the import starts on first render, or on `preload()`
 * (call it on intent: hover, focus, submit).
 */
export function lazyComponent<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return loaded;
    }));
  if (typeof document === "undefined") void start();

  const Lazy: LazyExoticComponent<ComponentType<Props>> = lazy(() =>
    loaded
      ? // A thenable that resolves at once: React takes the value without suspending.
        ({
          then: (resolve: (value: { default: ComponentType<Props> }) => void) => resolve({ default: loaded! }),
        } as unknown as Promise<{
          default: ComponentType<Props>;
        }>)
      : start().then((component) => ({ default: component })),
  );

  const Rendered = Lazy as unknown as ComponentType<Props>;
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  }
  LazyComponent.preload = () => void start();
  return LazyComponent;
}
