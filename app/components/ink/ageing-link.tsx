import { designAgeingUrl } from "~/modules/designs/public-design";
import { buttonClasses, type ButtonVariant } from "../ui/button";
import { Icon } from "../ui/icons/icon";

/**
 * "How it ages" (issue 38): a plain link to the design's ageing page (years, skin tones,
 * placements, Make it last), so it works without JavaScript and costs the home page nothing.
 */
export function AgeingLink({
  designId,
  description,
  variant = "ghost",
  className,
}: {
  designId: string;
  description: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a
      href={designAgeingUrl(designId)}
      className={className ?? buttonClasses(variant, "sm")}
      // The visible words first, then which design (axe: label-content-name-mismatch).
      aria-label={`How it ages: ${description}`}
    >
      <Icon width={16} height={16}>
        <path d="M6 3h12M6 21h12M7 3c0 5 10 6 10 9s-10 4-10 9M17 3c0 5-10 6-10 9s10 4 10 9" />
      </Icon>
      <span>How it ages</span>
    </a>
  );
}
