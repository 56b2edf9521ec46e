/**
 * The one-dimensional step of the exact Euclidean distance transform (Felzenszwalb and
 * Huttenlocher, "Distance Transforms of Sampled Functions", Theory of Computing 8, 2012):
 * d[q] = min over p of (q - p)^2 + f[p], by the lower envelope of parabolas, in linear time.
 * `v` (n) and `z` (n + 1) are scratch arrays the caller keeps across lines. The picture's
 * morphology and the lettering's legibility run it down columns, then along rows;
 * ink/distance-transform.ts has the variant that also says which site is nearest.
 */
export function squaredDistance1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k--;
      s = (f[q] + q * q - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    d[q] = (q - v[k]) * (q - v[k]) + f[v[k]];
  }
}
