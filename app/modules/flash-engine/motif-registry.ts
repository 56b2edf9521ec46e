/**
 * The registry of motifs (issue 24): which exist and how to find one by key, built once from the
 * hand-drawn library and, beside it, any other source (the vector atlas) that can supply a motif
 * for a key on demand. Posed variants are drawn only when a scene asks for the pose.
 */
import type { Motif } from "./motif";

export interface MotifRegistry {
  /** The motif for a key, or undefined when none exists. */
  find(key: string): Motif | undefined;
  /** The keys of the subjects that may be chosen by name (posed variants are not). */
  readonly named: readonly string[];
  /** The key of a posed variant ("wolf howling") when the library draws the subject in that pose. */
  posed(key: string, pose: string | undefined): string;
}

export interface RegistrySources {
  named: readonly Motif[];
  /** Drawn only in a pose a scene asks for ("lion rampant"). */
  posed: readonly Motif[];
  /** "subject:pose" -> the posed variant's key. */
  poses: Readonly<Record<string, string>>;
  /** Motifs from elsewhere (the atlas), looked up on demand after the hand-drawn ones. */
  more?: (key: string) => Motif | undefined;
}

export function createMotifRegistry(sources: RegistrySources): MotifRegistry {
  const named = new Map(sources.named.map((m) => [m.key, m]));
  const posed = new Map(sources.posed.map((m) => [m.key, m]));
  return {
    find: (key) => named.get(key) ?? posed.get(key) ?? sources.more?.(key),
    named: [...named.keys()],
    posed: (key, pose) => (pose && sources.poses[`${key}:${pose}`]) || key,
  };
}
