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
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  options: {
    /**
     * In the browser, load only on `preload()`, not on first render: server markup rendered
     * under it stays as it is (a dehydrated Suspense boundary: native form fields still work and
     * post) until its code is asked for. Give it the same element until then (useMemo), or React
     * would client-render the boundary empty.
     */
    onDemand?: boolean;
  } = {},
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  let demand!: () => void;
  const demanded = new Promise<void>((resolve) => (demand = resolve));
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
      : (options.onDemand ? demanded.then(start) : start()).then((component) => ({ default: component })),
  );

  const Rendered = Lazy as unknown as ComponentType<Props>;
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  }
  /** Starts loading (on intent); an `onDemand` component's code loads only so. */
  LazyComponent.preload = () => {
    demand();
    void start();
  };
  return LazyComponent;
}
