/** Small precious things people ink on their own or held (issue 36): the pearl. */
import { circle, curve, ellipse } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** A pearl: a lustrous ball with its shadowed crescent and a bright catchlight ("a dragon holding a pearl"). */
export const pearl: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("light", circle(0, 0, 80, 20));
  s.shade(ellipse(18, 20, 56, 52, 0.6, 16));
  s.highlight(ellipse(-30, -32, 16, 10, -0.7, 10));
  if (detail >= 1) s.highlight(circle(-8, -50, 4, 6));
  if (detail >= 2) s.detail(2, curve([-62, 20], [-44, 50], [-12, 64]));
  return s.done();
};
