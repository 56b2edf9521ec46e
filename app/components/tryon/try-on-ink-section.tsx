import { useId } from "react";
import type { InkLook } from "./ink";

/** "Ink": fresh or healed (the ink's opacity), and how far it curves around the limb. */
export function TryOnInkSection({ look, onLook }: { look: InkLook; onLook: (look: InkLook) => void }) {
  const opacityId = useId();
  const curveId = useId();
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="font-semibold">Ink</legend>
      <label htmlFor={opacityId} className="block">
        Fresh or healed ({Math.round(look.opacity * 100)}%)
      </label>
      <input
        id={opacityId}
        type="range"
        min={0.3}
        max={1}
        step={0.05}
        value={look.opacity}
        onChange={(event) => onLook({ ...look, opacity: Number(event.target.value) })}
        className="w-full accent-flash-500"
      />
      <label htmlFor={curveId} className="block">
        Curve around the limb ({Math.round(look.curvature * 100)}%)
      </label>
      <input
        id={curveId}
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={look.curvature}
        onChange={(event) => onLook({ ...look, curvature: Number(event.target.value) })}
        className="w-full accent-flash-500"
      />
    </fieldset>
  );
}
