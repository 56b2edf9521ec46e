import { Icon, type IconProps } from "./icon";

export const BookmarkIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 21 12 16 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
  </Icon>
);
