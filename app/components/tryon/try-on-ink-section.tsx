import { useId } from "react";
import type { InkLook } from "./ink";

/** "Ink": fresh or healed (the ink's opacity), and how far it curves around the limb. */
export function TryOnInkSection({
  look,
  onLook,
  curve = true,
}: {
  look: InkLook;
  onLook: (look: InkLook) => void;
  /** The curve slider (a band is already wrapped round the limb). */
  curve?: boolean;
}) {
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="font-semibold">Ink</legend>
      <LookSlider
        label="Fresh or healed"
        min={0.3}
        value={look.opacity}
        onChange={(opacity) => onLook({ ...look, opacity })}
      />
      {curve ? (
        <LookSlider
          label="Curve around the limb"
          min={0}
          value={look.curvature}
          onChange={(curvature) => onLook({ ...look, curvature })}
        />
      ) : null}
    </fieldset>
  );
}

/** One of the look's settings, 0 to 1 in 5% steps, its percentage in its label. */
function LookSlider(props: { label: string; min: number; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block">
        {props.label} ({Math.round(props.value * 100)}%)
      </label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={1}
        step={0.05}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="w-full accent-flash-500"
      />
    </>
  );
}
