/** Zoom rules of the full-screen viewer (spec §4, §9): 0.5 to 5, buttons x1.2, wheel and pinch x0.9 / x1.1. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 5;
export const BUTTON_STEP = 1.2;
export const WHEEL_IN = 1.1;
export const WHEEL_OUT = 0.9;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 1000) / 1000));
}

export const zoomIn = (zoom: number) => clampZoom(zoom * BUTTON_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom / BUTTON_STEP);

/** A wheel notch or a pinch step: towards the viewer (negative delta, fingers apart) zooms in. */
export const zoomByStep = (zoom: number, zoomingIn: boolean) => clampZoom(zoom * (zoomingIn ? WHEEL_IN : WHEEL_OUT));

export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** Keyboard: + or = zoom in, - zoom out, 0 reset; answers null for other keys. */
export function zoomForKey(zoom: number, key: string): number | null {
  if (key === "+" || key === "=") return zoomIn(zoom);
  if (key === "-" || key === "_") return zoomOut(zoom);
  if (key === "0") return 1;
  return null;
}
