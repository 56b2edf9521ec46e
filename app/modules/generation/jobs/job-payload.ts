import type { PreparedCustomization } from "../customize.server";
import type { PreparedGeneration } from "../generate-designs.server";
import type { Consumption } from "../quota.server";

/** What every job carries besides its work. */
interface JobCommon {
  /** Whose job it is (`user:{id}` or `visitor:{id}`): only the owner reads it; its pg-boss group. */
  ownerKey: string;
  /** The HTTP request that sent it (X-Request-Id): the job's log lines carry it, on any instance. */
  requestId?: string;
  /** Set when its client left before it started: whoever fetches it runs nothing. */
  withdrawn?: true;
}

export interface GeneratePayload extends JobCommon {
  kind: "generate";
  consumption: Consumption;
  prepared: PreparedGeneration;
}

/**
 * A customization: counts against no quota; its original image waits in storage under `inputKey`.
 * A design drawn from a picture is customized from that picture (`prepared.picture`, kept by its designs).
 */
export interface EditPayload extends JobCommon {
  kind: "edit";
  consumption: null;
  prepared: Omit<PreparedCustomization, "spec"> & {
    spec: Omit<PreparedCustomization["spec"], "original"> & {
      original: { seed?: number | null; engine?: string | null; unlettered?: boolean };
    };
  };
  inputKey: string;
}

export type JobPayload = GeneratePayload | EditPayload;
