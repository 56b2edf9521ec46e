/** How to place the design (the stage's description, `helpId`), and a note when the design could not be loaded. */
export function TryOnHelp({ helpId, failed }: { helpId: string; failed: boolean }) {
  return (
    <>
      <p id={helpId} className="text-ink-200">
        Drag the design to move it, use the wheel or two fingers to resize and turn it, or the round handle to turn it.
        Keyboard: arrow keys move, + and - resize, [ and ] turn.
      </p>
      {failed ? <p className="mt-2 text-amber-300">The design could not be loaded. Close and try again.</p> : null}
    </>
  );
}
