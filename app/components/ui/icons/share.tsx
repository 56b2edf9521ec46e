import { Icon, type IconProps } from "./icon";

export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 15V3m0 0-4 4m4-4 4 4" />
    <path d="M8 11H6a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-2" />
  </Icon>
);
