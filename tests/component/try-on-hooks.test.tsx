import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { BANK_CARD_CM, type Placement, type Point } from "~/components/tryon/placement";
import { TryOnSizeSection } from "~/components/tryon/try-on-size-section";
import { useCalibration } from "~/components/tryon/use-calibration";
import { useGestures } from "~/components/tryon/use-gestures";
import { usePlacement } from "~/components/tryon/use-placement";

/**
 * The try-on's logic, piece by piece (issue 27): where the design sits, the true-size ruler,
 * and what pointer and wheel do to them. The canvas drawing itself is covered by
 * tests/e2e/tryon.spec.ts (jsdom has no canvas).
 */
const PICTURE = { width: 1000, height: 800 };

describe("usePlacement", () => {
  test("places the design centred and upright, at the generated size once the scale is known", () => {
    const { result } = renderHook(() => usePlacement(PICTURE, 10));
    act(() => result.current.place(PICTURE, null));
    // Unknown scale: 40% of the shorter side.
    expect(result.current.placement).toEqual({ x: 500, y: 400, width: 320, rotation: 0 });
    act(() => result.current.place(PICTURE, 20));
    expect(result.current.placement).toEqual({ x: 500, y: 400, width: 200, rotation: 0 });
  });

  test("keeps every change on the picture: centre inside, width at least 8 px, rotation within ±180°", () => {
    const { result } = renderHook(() => usePlacement(PICTURE, 10));
    act(() => result.current.update({ x: -50, y: 5000, width: 1, rotation: 270 }));
    expect(result.current.placement).toEqual({ x: 0, y: 800, width: 8, rotation: -90 });
    act(() => result.current.update((current) => ({ ...current, x: current.x + 30 })));
    expect(result.current.placement.x).toBe(30);
  });

  test("goes back to the generated size where it stands", () => {
    const { result } = renderHook(() => usePlacement(PICTURE, 12));
    act(() => result.current.update({ x: 100, y: 100, width: 50, rotation: 15 }));
    act(() => result.current.toGeneratedSize(10));
    expect(result.current.placement).toEqual({ x: 100, y: 100, width: 120, rotation: 15 });
  });

  test("does nothing before there is a picture", () => {
    const { result } = renderHook(() => usePlacement(null, 10));
    const before = result.current.placement;
    act(() => result.current.update({ x: 1, y: 2, width: 300, rotation: 0 }));
    expect(result.current.placement).toBe(before);
  });
});

describe("useCalibration", () => {
  test("a new picture sets its scale, stops measuring and lays the ruler across its middle", () => {
    const { result } = renderHook(() => useCalibration(PICTURE));
    act(() => result.current.setMeasuring(true));
    act(() => result.current.restart(PICTURE, 12.5));
    expect(result.current).toMatchObject({ pxPerCm: 12.5, measuring: false });
    expect(result.current.ruler).toEqual([
      { x: 350, y: 400 },
      { x: 650, y: 400 },
    ]);
    expect(result.current.rulerCm).toBe(String(BANK_CARD_CM));
  });

  test("turns the ruler's length and the centimetres typed (a comma too) into the scale", () => {
    const { result } = renderHook(() => useCalibration(PICTURE));
    act(() => result.current.restart(PICTURE, null));
    act(() => result.current.setMeasuring(true));
    let scale: number | null = null;
    act(() => {
      scale = result.current.calibrate("7,5");
    });
    // The ruler is 300 px long: 300 / 7.5 = 40 px per cm.
    expect(scale).toBe(40);
    expect(result.current).toMatchObject({ pxPerCm: 40, measuring: false });
  });

  test("refuses a length that is not a positive number, and a ruler of no length", () => {
    const { result } = renderHook(() => useCalibration(PICTURE));
    act(() => result.current.restart(PICTURE, null));
    for (const typed of ["", "0", "-3", "abc"]) expect(result.current.calibrate(typed)).toBeNull();
    act(() => result.current.setRulerEnd(1, { x: 350, y: 400 }));
    expect(result.current.calibrate("8.56")).toBeNull();
    expect(result.current.pxPerCm).toBeNull();
  });

  test("the arrow keys move a ruler end by a quarter step (Shift: ten times), kept on the picture; other keys do nothing", () => {
    const { result } = renderHook(() => useCalibration(PICTURE));
    act(() => result.current.restart(PICTURE, null));
    // A step is 1% of the shorter side (8 px); an end moves a quarter of it: 2 px.
    act(() => void result.current.nudgeRulerEnd(0, "ArrowRight", false));
    expect(result.current.ruler[0]).toEqual({ x: 352, y: 400 });
    act(() => void result.current.nudgeRulerEnd(1, "ArrowUp", true));
    expect(result.current.ruler[1]).toEqual({ x: 650, y: 380 });
    act(() => result.current.setRulerEnd(0, { x: 1, y: 799 }));
    act(() => void result.current.nudgeRulerEnd(0, "ArrowDown", true));
    expect(result.current.ruler[0]).toEqual({ x: 1, y: 800 });
    let handled = true;
    act(() => {
      handled = result.current.nudgeRulerEnd(0, "Enter", false);
    });
    expect(handled).toBe(false);
  });
});

/** A 500 × 400 canvas on screen showing the 1000 × 800 picture: one screen pixel is two picture pixels. */
type SetRuler = (next: [Point, Point] | ((current: [Point, Point]) => [Point, Point])) => void;

function GestureCanvas(props: {
  measuring: boolean;
  update: (next: (current: Placement) => Placement) => void;
  setRuler: SetRuler;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const gestures = useGestures({
    canvas,
    picture: PICTURE,
    measuring: props.measuring,
    update: props.update,
    setRuler: props.setRuler,
  });
  return <canvas ref={canvas} data-testid="canvas" {...gestures.canvasHandlers} />;
}

function renderGestures(measuring: boolean) {
  let placement: Placement = { x: 500, y: 400, width: 200, rotation: 0 };
  const update = (next: (current: Placement) => Placement) => {
    placement = next(placement);
  };
  const setRuler = vi.fn<SetRuler>();
  render(<GestureCanvas measuring={measuring} update={update} setRuler={setRuler} />);
  const canvas = screen.getByTestId("canvas");
  canvas.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 500,
    height: 400,
    right: 500,
    bottom: 400,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  canvas.setPointerCapture = () => {};
  return { canvas, setRuler, placement: () => placement };
}

const pointer = (pointerId: number, clientX: number, clientY: number) => ({ pointerId, clientX, clientY });

describe("useGestures", () => {
  test("a drag moves the design by the distance dragged, in picture pixels (and draws no ruler)", () => {
    const { canvas, placement, setRuler } = renderGestures(false);
    fireEvent.pointerDown(canvas, pointer(1, 100, 100));
    fireEvent.pointerMove(canvas, pointer(1, 110, 90));
    fireEvent.pointerUp(canvas, pointer(1, 110, 90));
    expect(placement()).toEqual({ x: 520, y: 380, width: 200, rotation: 0 });
    expect(setRuler).not.toHaveBeenCalled();
    // After the pointer is up, moving does nothing.
    fireEvent.pointerMove(canvas, pointer(1, 200, 200));
    expect(placement().x).toBe(520);
  });

  test("two fingers spreading apart and turning resize and rotate the design", () => {
    const { canvas, placement } = renderGestures(false);
    fireEvent.pointerDown(canvas, pointer(1, 200, 200));
    fireEvent.pointerDown(canvas, pointer(2, 300, 200));
    // The second finger moves to twice the distance, straight below the first's right: 2x wider, turned 45°.
    fireEvent.pointerMove(canvas, pointer(2, 200 + 200 / Math.SQRT2, 200 + 200 / Math.SQRT2));
    expect(placement().width).toBeCloseTo(400);
    expect(placement().rotation).toBeCloseTo(45);
  });

  test("while measuring, a drag draws the ruler and leaves the design where it is", () => {
    const { canvas, setRuler, placement } = renderGestures(true);
    fireEvent.pointerDown(canvas, pointer(1, 50, 60));
    expect(setRuler).toHaveBeenLastCalledWith([
      { x: 100, y: 120 },
      { x: 100, y: 120 },
    ]);
    fireEvent.pointerMove(canvas, pointer(1, 150, 60));
    const extend = setRuler.mock.lastCall![0] as (current: [Point, Point]) => [Point, Point];
    expect(
      extend([
        { x: 100, y: 120 },
        { x: 0, y: 0 },
      ]),
    ).toEqual([
      { x: 100, y: 120 },
      { x: 300, y: 120 },
    ]);
    expect(placement()).toEqual({ x: 500, y: 400, width: 200, rotation: 0 });
  });

  test("the wheel resizes the design and keeps the page from scrolling", () => {
    const { canvas, placement } = renderGestures(false);
    const wheel = new WheelEvent("wheel", { deltaY: -100, cancelable: true });
    act(() => void canvas.dispatchEvent(wheel));
    expect(wheel.defaultPrevented).toBe(true);
    expect(placement().width).toBeCloseTo(200 * Math.exp(0.15));
  });
});

describe("TryOnSizeSection", () => {
  test("Measure, then Bank card: the bank card's length is used", () => {
    const calls: string[] = [];
    const props = {
      sizeLabel: null,
      generatedLabel: null,
      rulerCm: "3",
      onRulerCm: (value: string) => calls.push(`cm ${value}`),
      onMeasure: (on: boolean) => calls.push(`measure ${on}`),
      onCalibrate: (value: string) => calls.push(`calibrate ${value}`),
      onGeneratedSize: null,
    };
    const { rerender } = render(<TryOnSizeSection {...props} measuring={false} />);
    expect(screen.getByTestId("tryon-size")).toHaveTextContent("Measure a known length to see the true size.");
    fireEvent.click(screen.getByRole("button", { name: "Measure" }));
    rerender(<TryOnSizeSection {...props} measuring />);
    fireEvent.click(screen.getByRole("button", { name: `Bank card (${BANK_CARD_CM} cm)` }));
    fireEvent.click(screen.getByRole("button", { name: "Use this length" }));
    expect(calls).toEqual(["measure true", `cm ${BANK_CARD_CM}`, `calibrate ${BANK_CARD_CM}`, "calibrate 3"]);
  });
});
