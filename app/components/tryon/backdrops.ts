/**
 * Built-in body-part backdrops (issue 14) for when no photo is at hand: simple drawings of
 * a forearm, an upper arm, a calf and a back, made on a canvas here (nothing to download).
 * Each is drawn at a known scale, so the design shows at its true size right away.
 */

export type BackdropId = "forearm" | "upper-arm" | "calf" | "back";

export const BACKDROPS: Array<{ id: BackdropId; label: string }> = [
  { id: "forearm", label: "Forearm" },
  { id: "upper-arm", label: "Upper arm" },
  { id: "calf", label: "Calf" },
  { id: "back", label: "Back" },
];

const WIDTH = 1600;
const HEIGHT = 1000;
const SKIN = ["#f1c9a5", "#d9a57c", "#b07650"] as const;

/** A limb lying across the picture: a rounded band with cylinder shading. */
function limb(context: CanvasRenderingContext2D, top: [number, number], bottom: [number, number]) {
  const [topLeft, topRight] = top;
  const [bottomLeft, bottomRight] = bottom;
  context.beginPath();
  context.moveTo(-40, topLeft);
  context.bezierCurveTo(WIDTH * 0.35, topLeft - 10, WIDTH * 0.65, topRight + 10, WIDTH + 40, topRight);
  context.lineTo(WIDTH + 40, bottomRight);
  context.bezierCurveTo(WIDTH * 0.65, bottomRight + 12, WIDTH * 0.35, bottomLeft - 12, -40, bottomLeft);
  context.closePath();
  const middle = (topLeft + topRight) / 4 + (bottomLeft + bottomRight) / 4;
  const half = (bottomLeft + bottomRight - topLeft - topRight) / 4;
  const shade = context.createLinearGradient(0, middle - half, 0, middle + half);
  shade.addColorStop(0, SKIN[2]);
  shade.addColorStop(0.18, SKIN[1]);
  shade.addColorStop(0.45, SKIN[0]);
  shade.addColorStop(0.8, SKIN[1]);
  shade.addColorStop(1, SKIN[2]);
  context.fillStyle = shade;
  context.fill();
}

/** Draws a backdrop; `pxPerCm` is its scale. */
export function drawBackdrop(id: BackdropId): { canvas: HTMLCanvasElement; pxPerCm: number } {
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext("2d")!;
  const backdrop = context.createLinearGradient(0, 0, 0, HEIGHT);
  backdrop.addColorStop(0, "#e7e3dc");
  backdrop.addColorStop(1, "#cfc9bf");
  context.fillStyle = backdrop;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  switch (id) {
    case "forearm":
      // Wrist on the left (narrower), elbow on the right: about 7 to 9 cm across at 75 px/cm.
      limb(context, [240, 170], [760, 830]);
      return { canvas, pxPerCm: 75 };
    case "upper-arm":
      limb(context, [190, 140], [800, 860]);
      return { canvas, pxPerCm: 60 };
    case "calf":
      // Ankle on the left, the calf's bulge towards the knee on the right.
      limb(context, [300, 120], [700, 880]);
      return { canvas, pxPerCm: 55 };
    case "back": {
      // Shoulders and a spine, from behind: about 40 cm across the shoulders at 35 px/cm.
      const skin = context.createRadialGradient(WIDTH / 2, HEIGHT * 0.55, 100, WIDTH / 2, HEIGHT * 0.55, 900);
      skin.addColorStop(0, SKIN[0]);
      skin.addColorStop(0.7, SKIN[1]);
      skin.addColorStop(1, SKIN[2]);
      context.fillStyle = skin;
      context.beginPath();
      context.moveTo(WIDTH * 0.1, HEIGHT);
      context.bezierCurveTo(WIDTH * 0.12, HEIGHT * 0.4, WIDTH * 0.12, HEIGHT * 0.12, WIDTH * 0.38, HEIGHT * 0.06);
      context.lineTo(WIDTH * 0.62, HEIGHT * 0.06);
      context.bezierCurveTo(WIDTH * 0.88, HEIGHT * 0.12, WIDTH * 0.88, HEIGHT * 0.4, WIDTH * 0.9, HEIGHT);
      context.closePath();
      context.fill();
      context.strokeStyle = "rgba(120, 70, 40, 0.25)";
      context.lineWidth = 14;
      context.beginPath();
      context.moveTo(WIDTH / 2, HEIGHT * 0.1);
      context.lineTo(WIDTH / 2, HEIGHT);
      context.stroke();
      return { canvas, pxPerCm: 35 };
    }
  }
}
