import { Dialog, DialogPanel } from "@headlessui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { designAgedImageUrl, type PublicDesign } from "~/modules/designs/public-design";
import { placementOption } from "~/modules/ink/placement-options";
import { nearestSkinTone } from "~/modules/ink/skin-tones";
import { useReturnFocus } from "~/utils/use-return-focus";
import { physicalSizeLabel, widthForSize } from "./placement";
import { sampleSkin } from "./skin-sample";
import { TryOnActions } from "./try-on-actions";
import { TryOnAgeingSection } from "./try-on-ageing-section";
import { TryOnHeader } from "./try-on-header";
import { TryOnHelp } from "./try-on-help";
import { TryOnInkSection } from "./try-on-ink-section";
import { TryOnPictureSection } from "./try-on-picture-section";
import { TryOnSizeSection } from "./try-on-size-section";
import { TryOnStage } from "./try-on-stage";
import { useCalibration } from "./use-calibration";
import { useGestures } from "./use-gestures";
import { useInkLook } from "./use-ink-look";
import { usePhoto } from "./use-photo";
import { usePlacement } from "./use-placement";
import { useStageDrawing } from "./use-stage-drawing";

export interface TryOnDialogProps {
  design: PublicDesign;
  canShare?: boolean;
  onClose: () => void;
}

/**
 * The try-on view (issue 14): the design on the person's photo (or a drawn backdrop), placed
 * by pointer, touch or keyboard, drawn as ink, at its true size once a known length is
 * marked; saved or shared as a PNG. Everything happens in this browser tab: the photo is
 * never sent, and it is released when the view closes. Loaded when first opened. The state
 * lives in hooks (photo, placement, calibration, ink look, gestures, drawing); the parts show it.
 */
export default function TryOnDialog({ design, onClose, canShare: canShareWithArtist }: TryOnDialogProps) {
  useReturnFocus();
  const helpId = useId();
  // A band (issue 38) shows wrapped round the limb: from the front it spans the limb's diameter.
  const isBand = placementOption(design.placement)?.kind === "band" && Boolean(design.circumferenceCm);
  const generated = useMemo(() => {
    const size = parsePhysicalSize(design.size);
    return isBand ? { ...size, widthCm: Math.round((size.widthCm / Math.PI) * 10) / 10 } : size;
  }, [design.size, isBand]);
  const [status, setStatus] = useState("");
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The design after some years (issue 38), and the skin it is seen on.
  const [years, setYears] = useState(0);
  const [tone, setTone] = useState<number | null>(null);
  const [detectedTone, setDetectedTone] = useState<number | null>(null);
  const [turn, setTurn] = useState(0);

  const inkLook = useInkLook(
    years ? designAgedImageUrl(design.id, { years, placement: design.placement, marks: false }) : design.imageUrl,
    isBand ? { turn } : null,
  );
  const photo = usePhoto((source, pxPerCm) => {
    calibration.restart(source, pxPerCm);
    position.place(source, pxPerCm);
  });
  const { source } = photo;
  const calibration = useCalibration(source);
  const position = usePlacement(source, generated.widthCm);
  const { placement } = position;
  const gestures = useGestures({
    canvas: canvasRef,
    picture: source,
    measuring: calibration.measuring,
    update: position.update,
    setRuler: calibration.setRuler,
  });
  const fit = useStageDrawing({
    stage: stageRef,
    canvas: canvasRef,
    source,
    ink: inkLook.previewInk,
    placement,
    look: inkLook.look,
  });

  // The skin where the design sits, read from the photo in this browser; it becomes the tone
  // until the person picks one.
  useEffect(() => {
    if (!source) return;
    const frame = requestAnimationFrame(() => {
      const rgb = sampleSkin(source, placement, inkLook.aspect);
      const found = rgb ? nearestSkinTone(rgb).id : null;
      setDetectedTone(found);
      setTone((current) => current ?? found);
    });
    return () => cancelAnimationFrame(frame);
  }, [source, placement, inkLook.aspect]);

  const { pxPerCm } = calibration;
  const sizeLabel = pxPerCm ? physicalSizeLabel(placement.width, inkLook.aspect, pxPerCm) : null;
  const generatedLabel = pxPerCm
    ? physicalSizeLabel(widthForSize(generated.widthCm, pxPerCm), inkLook.aspect, pxPerCm)
    : null;

  const calibrate = (cmText: string) => {
    const scale = source ? calibration.calibrate(cmText) : null;
    if (!scale) return setStatus("Mark a line on the photo and enter its length in cm.");
    position.toGeneratedSize(scale);
    setStatus(`Measured. The design now shows at its true size.`);
  };

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[70]">
      <div className="fixed inset-0 bg-ink-950" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-white" data-testid="tryon">
        <TryOnHeader description={design.description} onClose={onClose} />
        <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
          <div
            ref={stageRef}
            className="relative flex min-h-[45vh] flex-1 items-center justify-center overflow-hidden lg:min-h-0"
            data-testid="tryon-stage"
          >
            {source ? (
              <TryOnStage
                description={design.description}
                source={source}
                fitScale={fit.scale}
                placement={placement}
                aspect={inkLook.aspect}
                helpId={helpId}
                canvasRef={canvasRef}
                canvasHandlers={gestures.canvasHandlers}
                dragHandle={gestures.dragHandle}
                update={position.update}
                measuring={calibration.measuring}
                ruler={calibration.ruler}
                setRulerEnd={calibration.setRulerEnd}
                nudgeRulerEnd={calibration.nudgeRulerEnd}
              />
            ) : null}
          </div>

          <div className="max-h-[50vh] shrink-0 overflow-y-auto bg-ink-900 px-4 py-4 text-sm lg:max-h-none lg:w-80">
            <TryOnHelp helpId={helpId} failed={inkLook.failed} />
            <TryOnPictureSection
              backdrop={source?.backdrop}
              onBackdrop={photo.showBackdrop}
              onPhoto={async (file) =>
                setStatus(
                  (await photo.showPhoto(file))
                    ? "Photo loaded. Measure a known length to see the design at its true size."
                    : "That file could not be opened as a picture.",
                )
              }
            />
            <TryOnSizeSection
              sizeLabel={sizeLabel}
              generatedLabel={generatedLabel}
              measuring={calibration.measuring}
              rulerCm={calibration.rulerCm}
              onRulerCm={calibration.setRulerCm}
              onMeasure={calibration.setMeasuring}
              onCalibrate={calibrate}
              onGeneratedSize={pxPerCm && source ? () => position.toGeneratedSize(pxPerCm) : null}
            />
            <TryOnAgeingSection
              designId={design.id}
              years={years}
              onYears={setYears}
              detectedTone={detectedTone}
              tone={tone}
              onTone={setTone}
              turn={isBand ? turn : null}
              onTurn={setTurn}
            />
            <TryOnInkSection look={inkLook.look} onLook={inkLook.setLook} curve={!isBand} />
            <TryOnActions
              design={design}
              source={source}
              ink={inkLook.fullInk}
              placement={placement}
              look={inkLook.look}
              sizeLabel={sizeLabel}
              canShareWithArtist={canShareWithArtist}
              onReset={() => {
                if (source) position.place(source, pxPerCm);
                inkLook.resetLook();
              }}
              onStatus={setStatus}
            />
            <p role="status" className="mt-3 min-h-5 text-ink-200">
              {status}
            </p>
          </div>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
