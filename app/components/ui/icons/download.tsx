import { Icon, type IconProps } from "./icon";

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />
  </Icon>
);
