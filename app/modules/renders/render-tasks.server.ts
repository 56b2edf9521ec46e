import sharp from "sharp";
import { proofLettering, renderSvgToPng, type LetteringProofData } from "~/modules/flash-engine/index.server";
import { renderPictureFlash, type PictureFlashRequest } from "~/modules/flash-engine/picture/index.server";
import type { FlashArtRequest, FlashArtResult } from "~/modules/flash-engine/types";
import {
  providerDesignFiles,
  type ProviderDesignFiles,
} from "~/modules/generation/providers/lettered-provider-design.server";
import type { AgeingAnalysis } from "~/modules/ink/ageing-analysis";
import { runAgedImage, runAgeingAnalysis } from "~/modules/ink/ageing-render.server";
import { intakePicture, type IntakeResult } from "~/modules/pictures/picture-intake.server";
import type { CropBox } from "~/modules/pictures/picture-options";
import { measureLines, type LineMeasure } from "~/modules/print/line-measure.server";
import { buildPrintPdf, pixelsFor, type PrintCredits } from "~/modules/print/print-pdf.server";
import { stencilFromRaster, stencilFromSvg } from "~/modules/print/stencil.server";

/**
 * The heavy renders, as plain data in and bytes out, so they can run in a worker thread
 * (render-worker.ts) or, where no pool runs, right here. They only wrap the print
 * modules' own functions; what a print file looks like is decided there.
 */
export type RenderTask =
  | {
      kind: "print-pdf";
      /** The engine's vector source when the design has one, else the stored PNG. */
      svg: string | null;
      png: Uint8Array | null;
      sizeCm: number;
      mirror: boolean;
      title: string;
      designId: string;
      licence: string;
      /** Where it goes, in words (issue 38), for the caption. */
      placement?: string | null;
      /** The design's motifs' credits and where all of them are (its metadata and a visible line). */
      credits: PrintCredits;
    }
  | { kind: "stencil"; svg: string | null; png: Uint8Array | null; edge: number; mirror: boolean }
  | { kind: "measure-lines"; png: Uint8Array }
  /** A picture someone uploads (issue 28): checked, upright, cropped, downscaled, stripped of metadata. */
  | { kind: "picture-intake"; bytes: Uint8Array; crop: CropBox | null }
  /** A design drawn from a picture by the embedded engine. */
  | { kind: "picture-flash"; request: PictureFlashRequest }
  /** A real provider's image traced to SVG (decision 024), the engine's lettering set over it (issue 37). */
  | { kind: "provider-design"; image: Uint8Array; lettering: FlashArtRequest | null }
  /** How a design's lines age at a placement (issue 38). */
  | ({ kind: "ageing-analysis" } & Parameters<typeof runAgeingAnalysis>[0])
  /** A design after some years, on paper or in skin, merges marked (issue 38). */
  | ({ kind: "aged-image" } & Parameters<typeof runAgedImage>[0])
  /** The lettering studio's proof (issue 37): the lettering a request would ink and its legibility. */
  | { kind: "lettering-proof"; request: FlashArtRequest };

/** A design drawn in a thread: its PNG arrives as plain bytes. */
export type PictureFlashResult = Omit<FlashArtResult, "png"> & { png: Uint8Array };

export type RenderResult<T extends RenderTask> = T extends { kind: "measure-lines" }
  ? LineMeasure
  : T extends { kind: "picture-intake" }
    ? IntakeResult
    : T extends { kind: "picture-flash" }
      ? PictureFlashResult
      : T extends { kind: "ageing-analysis" }
        ? AgeingAnalysis
        : T extends { kind: "provider-design" }
          ? ProviderDesignFiles
          : T extends { kind: "lettering-proof" }
            ? LetteringProofData
            : Uint8Array;

const buffer = (bytes: Uint8Array | null) => {
  if (!bytes) throw new Error("The render needs the design's image.");
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

export async function runRenderTask(
  task: RenderTask,
): Promise<
  | Uint8Array
  | LineMeasure
  | IntakeResult
  | PictureFlashResult
  | AgeingAnalysis
  | ProviderDesignFiles
  | LetteringProofData
> {
  switch (task.kind) {
    case "print-pdf": {
      const pixels = pixelsFor(task.sizeCm);
      const png = task.svg
        ? await renderSvgToPng(task.svg, pixels)
        : await sharp(buffer(task.png)).resize(pixels, pixels, { kernel: "lanczos3" }).png().toBuffer();
      const stencil = task.svg
        ? await stencilFromSvg(task.svg, pixels, { mirror: task.mirror })
        : await stencilFromRaster(png, pixels, { mirror: task.mirror });
      return buildPrintPdf({
        designPng: png,
        stencilPng: stencil,
        sizeCm: task.sizeCm,
        title: task.title,
        designId: task.designId,
        licence: task.licence,
        placement: task.placement ?? null,
        credits: task.credits,
      });
    }
    case "stencil":
      return task.svg
        ? stencilFromSvg(task.svg, task.edge, { mirror: task.mirror })
        : stencilFromRaster(buffer(task.png), task.edge, { mirror: task.mirror });
    case "measure-lines":
      return measureLines(buffer(task.png));
    case "picture-intake":
      return intakePicture(task.bytes, task.crop ?? undefined);
    case "picture-flash":
      return renderPictureFlash(task.request);
    case "ageing-analysis":
      return runAgeingAnalysis(task);
    case "aged-image":
      return runAgedImage(task);
    case "provider-design":
      return providerDesignFiles(task.image, task.lettering);
    case "lettering-proof":
      return proofLettering(task.request);
  }
}
