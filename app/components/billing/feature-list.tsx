import { CheckIcon } from "../ui/icons/check";

/** A plan's features with check marks (upgrade dialog, subscribe and success pages). */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
