import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordFormInput } from "./utils/form-fields";

// What the person typed, ticked and chose before the app ran is the forms' state after (form-fields.ts).
recordFormInput();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
