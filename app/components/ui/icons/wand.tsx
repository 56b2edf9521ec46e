import { Icon, type IconProps } from "./icon";

export const WandIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 4 5 5L9 20l-5-5z" />
    <path d="M18 2v2M22 6h-2M13 7l4 4" />
  </Icon>
);
