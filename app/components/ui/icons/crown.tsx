import { Icon, type IconProps } from "./icon";

export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
  </Icon>
);
