/**
 * A random source that yields the given faces in order, for rolls with the dice fixed.
 * Throws when the roll asks for more faces than were given, so a test cannot pass on
 * faces it did not mean.
 */
export function fixedFaces(...faces: number[]): () => number {
  let next = 0;
  return () => {
    if (next >= faces.length) throw new Error(`fixedFaces: only ${faces.length} faces were given`);
    const face = faces[next++];
    return (face - 1) / 6 + 1e-9;
  };
}
