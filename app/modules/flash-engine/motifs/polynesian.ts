/**
 * The Marquesan cross (issue 36), the Polynesian symbol of balance: four arms round a diamond, each
 * two parallel bars ending in a crossbar whose ends hook back, in solid black as it is tattooed.
 */
import { circle, poly, rotateNodes, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const marquesanCross: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  for (const quarter of [0, 1, 2, 3]) {
    const turn = (nodes: Node[]) => rotateNodes(nodes, 0, 0, (quarter * Math.PI) / 2);
    // The arm: two bars (one band, cut down the middle), out to the crossbar.
    s.fill(
      "dark",
      poly(
        turn([
          [-15, -20, 1],
          [-15, -74, 1],
          [15, -74, 1],
          [15, -20, 1],
        ]),
      ),
    );
    s.fill(
      "light",
      poly(
        turn([
          [-4, -30, 1],
          [-4, -70, 1],
          [4, -70, 1],
          [4, -30, 1],
        ]),
      ),
    );
    // The crossbar, its ends hooked back towards the centre.
    s.fill(
      "dark",
      smooth(
        turn([
          [-34, -74, 1],
          [-34, -96, 1],
          [34, -96, 1],
          [34, -74, 1],
          [44, -70],
          [46, -58],
          [38, -54, 1],
          [34, -64, 1],
          [-34, -64, 1],
          [-38, -54, 1],
          [-46, -58],
          [-44, -70],
        ]),
      ),
    );
    if (detail >= 1)
      s.fill(
        "light",
        poly(
          turn([
            [-24, -88, 1],
            [24, -88, 1],
            [24, -82, 1],
            [-24, -82, 1],
          ]),
        ),
      );
  }
  // The diamond at the centre, a smaller one inside it, and the dot.
  s.fill(
    "dark",
    poly(
      rotateNodes(
        [
          [-26, -26, 1],
          [26, -26, 1],
          [26, 26, 1],
          [-26, 26, 1],
        ],
        0,
        0,
        Math.PI / 4,
      ),
    ),
  );
  s.fill(
    "light",
    poly(
      rotateNodes(
        [
          [-13, -13, 1],
          [13, -13, 1],
          [13, 13, 1],
          [-13, 13, 1],
        ],
        0,
        0,
        Math.PI / 4,
      ),
    ),
  );
  s.solid(circle(0, 0, 5, 10));
  return s.done();
};
