import { lazyComponent } from "~/utils/lazy-component";

/**
 * The lettering studio (issue 37), loaded on demand: the server renders it in full (it works
 * without JavaScript); in the browser its code loads on the first interaction with the
 * generator (or when a proof must show), and until then its server markup stays as it is.
 */
export const LetteringStudio = lazyComponent(() => import("./lettering-studio"), { onDemand: true });
