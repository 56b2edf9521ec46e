/**
 * Who drew a design, in words (decision 024): a real provider and its model, or Inkwell's own
 * engine. The artist's share page says it ("Drawn with"); a design the engine drew in place of a
 * provider that was passed over says so on its card.
 */
const PROVIDERS: Record<string, string> = { openai: "OpenAI", google: "Google Gemini" };

export const ENGINE_LABEL = "Inkwell's flash engine";

export function drawnWithLabel(design: { engine: string; imageModel: string | null }): string {
  const provider = PROVIDERS[design.engine];
  if (!provider) return ENGINE_LABEL;
  return design.imageModel ? `${provider} (${design.imageModel})` : provider;
}
