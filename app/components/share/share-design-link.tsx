import { shareMessages } from "~/utils/messages/share";
import { buttonClasses, type ButtonVariant } from "../ui/button";
import { ShareIcon } from "../ui/icons/share";

/** "Share with your artist": a plain link to the share page of one design (works without JavaScript). */
export function ShareDesignLink({
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
      href={`/designs/${encodeURIComponent(designId)}/share`}
      className={className ?? buttonClasses(variant, "sm")}
      aria-label={`${shareMessages.action}: ${description}`}
    >
      <ShareIcon width={16} height={16} /> Share
    </a>
  );
}
