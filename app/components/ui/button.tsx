import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/utils/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "accent";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

// Written out in full: Tailwind keeps only the component classes it finds in the source.
const variants: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  accent: "btn-accent",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  danger: "btn-danger",
};
const sizes: Record<ButtonSize, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon" };

/** Class names of a button, for links and labels that look like one (styles in tailwind.css). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cn("btn", variants[variant], sizes[size], extra);
}

export const Button = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }
>(function Button({ variant = "primary", size = "md", className, type = "button", ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
